import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  NotFoundException,
  Post,
  Put,
  Query,
  Req,
  Res,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { BilingualGuideDto } from '../../client/src/api/types';
import { AdminOnly } from '../auth/admin-only.decorator';
import { IdParam } from '../common/id-param';
import type { UploadedImage } from '../media/image-store.service';
import { MultipartInterceptor } from '../media/multipart.interceptor';
import { CONTENT_MESSAGES } from './content.messages';
import { ContentService } from './content.service';
import { GuideFormInterceptor } from './dto/guide-form';
import { CreateGuideDto, UpdateGuideDto } from './dto/guide.dto';

/** Admin answers are never stored by browsers or proxies. */
const PRIVATE = 'no-store';

/** A guide id in the path (`@GuideId() id: number`): a malformed one is a 404, like an unknown one. */
export const GuideId = (name = 'id'): ParameterDecorator =>
  IdParam(name, () => new NotFoundException({ detail: CONTENT_MESSAGES.notFound }));

/** SPEC §7 /api/bilingual-content/ — the administrator's guide calls (multipart for writes). */
@AdminOnly()
@Controller('api/bilingual-content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  /** ?page=&page_size=&search=&category=&status= (see ContentService.list and docs/api.md, "The admin list"). */
  @Get()
  @Header('Cache-Control', PRIVATE)
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { body, headers } = await this.content.list(query, req.originalUrl);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return body;
  }

  @Post()
  @Header('Cache-Control', PRIVATE)
  @UseInterceptors(MultipartInterceptor, GuideFormInterceptor)
  create(@Body() dto: CreateGuideDto, @UploadedFiles() files: UploadedImage[]): Promise<BilingualGuideDto> {
    return this.content.create(dto, files);
  }

  @Get(':id/retrieve_bilingual')
  @Header('Cache-Control', PRIVATE)
  retrieve(@GuideId() id: number): Promise<BilingualGuideDto> {
    return this.content.get(id);
  }

  @Put(':id')
  @Header('Cache-Control', PRIVATE)
  @UseInterceptors(MultipartInterceptor, GuideFormInterceptor)
  update(@GuideId() id: number, @Body() dto: UpdateGuideDto, @UploadedFiles() files: UploadedImage[]): Promise<BilingualGuideDto> {
    return this.content.update(id, dto, files);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@GuideId() id: number): Promise<void> {
    await this.content.remove(id);
  }
}

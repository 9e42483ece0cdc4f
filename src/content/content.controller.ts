import { Body, Controller, Delete, Get, Header, HttpCode, NotFoundException, Param, Post, Put, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { BilingualGuideDto } from '../../client/src/api/types';
import { AdminOnly } from '../auth/admin-only.decorator';
import type { UploadedImage } from '../media/image-store.service';
import { MultipartInterceptor } from '../media/multipart.interceptor';
import { CONTENT_MESSAGES } from './content.messages';
import { ContentService } from './content.service';
import { parseGuideId } from './guide.repository';

/** Admin answers are never stored by browsers or proxies. */
const PRIVATE = 'no-store';

/** The {id} of a guide route, or a 404. */
export function guideId(raw: string): number {
  const id = parseGuideId(raw);
  if (id === null) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
  return id;
}

function uploads(req: Request): UploadedImage[] {
  return Array.isArray(req.files) ? (req.files as UploadedImage[]) : [];
}

/** SPEC §7 /api/bilingual-content/ — the administrator's guide calls (multipart for writes). */
@AdminOnly()
@Controller('api/bilingual-content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  /** ?page=&page_size=&search=&category=&status= (see ContentService.list and the README's admin list contract). */
  @Get()
  @Header('Cache-Control', PRIVATE)
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { body, headers } = await this.content.list(query, req.originalUrl);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return body;
  }

  @Post()
  @Header('Cache-Control', PRIVATE)
  @UseInterceptors(MultipartInterceptor)
  create(@Body() body: Record<string, unknown>, @Req() req: Request): Promise<BilingualGuideDto> {
    return this.content.create(body ?? {}, uploads(req));
  }

  @Get(':id/retrieve_bilingual')
  @Header('Cache-Control', PRIVATE)
  retrieve(@Param('id') id: string): Promise<BilingualGuideDto> {
    return this.content.get(guideId(id));
  }

  @Put(':id')
  @Header('Cache-Control', PRIVATE)
  @UseInterceptors(MultipartInterceptor)
  update(@Param('id') id: string, @Body() body: Record<string, unknown>, @Req() req: Request): Promise<BilingualGuideDto> {
    return this.content.update(guideId(id), body ?? {}, uploads(req));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    await this.content.remove(guideId(id));
  }
}

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
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import type { ReviewerDto } from '../../client/src/api/types';
import { AdminOnly } from '../auth/admin-only.decorator';
import { IdParam } from '../common/id-param';
import type { UploadedImage } from '../media/image-store.service';
import { MultipartInterceptor } from '../media/multipart.interceptor';
import { CreateReviewerDto, UpdateReviewerDto } from './dto/reviewer.dto';
import { REVIEWER_MESSAGES } from './reviewers.messages';
import { ReviewersService } from './reviewers.service';

const PRIVATE = 'no-store';
const ReviewerId = () => IdParam('id', () => new NotFoundException({ detail: REVIEWER_MESSAGES.notFound }));

/** /api/reviewers/ (issue 38): the owner's reviewers. Every route is the owner's; pages get a reviewer inside the guide. */
@AdminOnly()
@Controller('api/reviewers')
export class ReviewersController {
  constructor(private readonly reviewers: ReviewersService) {}

  @Get()
  @Header('Cache-Control', PRIVATE)
  list(): Promise<ReviewerDto[]> {
    return this.reviewers.list();
  }

  /** JSON, or multipart with a `photo` file. */
  @Post()
  @Header('Cache-Control', PRIVATE)
  @UseInterceptors(MultipartInterceptor)
  create(@Body() dto: CreateReviewerDto, @UploadedFiles() files: UploadedImage[]): Promise<ReviewerDto> {
    return this.reviewers.create(dto, files ?? []);
  }

  @Put(':id')
  @Header('Cache-Control', PRIVATE)
  @UseInterceptors(MultipartInterceptor)
  update(@ReviewerId() id: number, @Body() dto: UpdateReviewerDto, @UploadedFiles() files: UploadedImage[]): Promise<ReviewerDto> {
    return this.reviewers.update(id, dto, files ?? []);
  }

  /** 204; 409 {detail, guide_count} while a guide picks the reviewer. */
  @Delete(':id')
  @HttpCode(204)
  async remove(@ReviewerId() id: number): Promise<void> {
    await this.reviewers.remove(id);
  }
}

import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Post, Query } from '@nestjs/common';
import type { CategoryDto } from '../../client/src/api/types';
import { AdminOnly } from '../auth/admin-only.decorator';
import { Public } from '../auth/public.decorator';
import { IdParam } from '../common/id-param';
import { CATEGORY_MESSAGES } from './categories.messages';
import { CategoriesService } from './categories.service';
import { CreateCategoryDto } from './dto/create-category.dto';
import { UpdateRanksDto } from './dto/update-ranks.dto';

@Controller('api/categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** GET /api/categories/ (all) or ?status=published (ranked first, unranked last). Public. */
  @Public()
  @Get()
  list(@Query('status') status?: unknown): Promise<CategoryDto[]> {
    return this.categories.list({ published: status === 'published' });
  }

  @Post()
  @AdminOnly()
  create(@Body() dto: CreateCategoryDto): Promise<CategoryDto> {
    return this.categories.create(dto);
  }

  /** POST /api/categories/update_ranks/ {rankings: [{category_id, rank}]} → the full list. */
  @Post('update_ranks')
  @AdminOnly()
  @HttpCode(200)
  updateRanks(@Body() dto: UpdateRanksDto): Promise<CategoryDto[]> {
    return this.categories.updateRanks(dto.rankings);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  async remove(@IdParam('id', () => new NotFoundException({ error: CATEGORY_MESSAGES.notFound })) id: number): Promise<void> {
    await this.categories.remove(id);
  }
}

import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import type { CategoryDto } from '../../client/src/api/types';
import { AdminOnly } from '../auth/admin-only.decorator';
import { CATEGORY_MESSAGES } from './categories.messages';
import { CategoriesService } from './categories.service';
import { CreateCategoryDto } from './dto/create-category.dto';
import { parseRankings } from './rankings';

@Controller('api/categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** GET /api/categories/ (all) or ?status=published (ranked first, unranked last). Public. */
  @Get()
  list(@Query('status') status?: string): Promise<CategoryDto[]> {
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
  updateRanks(@Body() body: unknown): Promise<CategoryDto[]> {
    return this.categories.updateRanks(parseRankings(body));
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    const numeric = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
    if (!numeric) throw new NotFoundException({ error: CATEGORY_MESSAGES.notFound });
    await this.categories.remove(numeric);
  }
}

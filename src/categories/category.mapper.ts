import type { CategoryDto, CategoryRefDto } from '../../client/src/api/types';
import type { Category } from './category.entity';

/** The category of SPEC §3, exactly as the API sends it. */
export function mapCategory(category: Category): CategoryDto {
  return {
    id: category.id,
    category_how: category.nameHow,
    category_paano: category.namePaano,
    rank: category.rank ?? null,
    meta_description: category.metaDescription,
    meta_keywords: category.metaKeywords,
    status: 'published',
  };
}

/** The short form embedded in a guide (null for a guide without a category). */
export function mapCategoryRef(category: Pick<Category, 'id' | 'nameHow' | 'namePaano'> | null | undefined): CategoryRefDto | null {
  if (!category) return null;
  return { id: category.id, category_how: category.nameHow, category_paano: category.namePaano };
}

import { LANGS } from '../../client/src/api/types';
import type {
  AtAGlanceDto,
  BilingualGuideDto,
  StepDto,
  GuideDto,
  RecommendedItemDto,
  SearchResultDto,
  SectionDto,
  SourceDto,
  SuggestedItemDto,
  TranslationDto,
} from '../../client/src/api/types';
import { emptyTranslation } from '../../client/src/shared/translation';
import { mapCategoryRef } from '../categories/category.mapper';
import { imageDto, mediaUrl } from '../media/media-names';
import { guideReview } from '../reviewers/guide-review';
import type { Guide, Lang } from './guide.entity';
import type { GuideTranslation } from './guide-translation.entity';
import type { Section, StoredStep } from './section.entity';
import type { Source } from './source.entity';

/**
 * The one place where stored guides become SPEC §3's JSON. Controllers and the server-side
 * renderer only ever see these shapes, never entities.
 */

const EMPTY_TRANSLATION: TranslationDto = emptyTranslation();

export function mapTranslation(t: GuideTranslation | undefined | null): TranslationDto {
  if (!t) return { ...EMPTY_TRANSLATION };
  return {
    title: t.title,
    slug: t.slug,
    header_description: t.headerDescription,
    introduction: t.introduction,
    conclusion: t.conclusion,
    meta_keywords: t.metaKeywords,
    meta_description: t.metaDescription,
    header_image_alt: t.headerImageAlt,
    // Only when set: guides without one keep SPEC's shape.
    ...(t.seoTitle ? { seo_title: t.seoTitle } : {}),
    // Issue 38's blocks, likewise only when there are some.
    ...(t.needs?.length ? { needs: t.needs } : {}),
    ...(t.tips?.length ? { tips: t.tips } : {}),
    ...(t.warnings?.length ? { warnings: t.warnings } : {}),
    ...(t.video?.url ? { video: t.video } : {}),
  };
}

export function mapSection(section: Section): SectionDto {
  const url = mediaUrl(section.image);
  return {
    id: section.id,
    section_how: section.headingHow,
    section_paano: section.headingPaano,
    section_how_bullets: section.bulletsHow ?? [],
    section_paano_bullets: section.bulletsPaano ?? [],
    section_img: url,
    image: url,
    order: section.position,
    section_how_img_alt: section.imageAltHow,
    section_paano_img_alt: section.imageAltPaano,
    image_decorative: section.imageDecorative,
    ...(section.steps?.length ? { steps: section.steps.map(mapStep) } : {}),
  };
}

function mapStep(step: StoredStep): StepDto {
  return { ...step, image: mediaUrl(step.image) };
}

/** Issue 38's "at a glance", only when the guide has one. */
function atAGlance(guide: Guide): { at_a_glance?: AtAGlanceDto } {
  return guide.atAGlance && Object.keys(guide.atAGlance).length ? { at_a_glance: guide.atAGlance } : {};
}

export function mapSource(source: Source): SourceDto {
  return { id: source.id, source_link: source.link };
}

function sortedSections(guide: Guide): Section[] {
  return [...guide.sections.getItems()].sort((a, b) => a.position - b.position || a.id - b.id);
}

function sortedSources(guide: Guide): Source[] {
  return [...guide.sources.getItems()].sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * The guide object of SPEC §3: top-level text is English, paano_content the Filipino text.
 * Where the English version lacks a value the Filipino one stands in (SPEC §3's admin-list
 * fallbacks, applied the other way round so no field is ever missing).
 */
export function mapGuide(guide: Guide): GuideDto {
  const how = guide.translation('how');
  const paano = guide.translation('paano');
  const top = mapTranslation(how ?? paano);
  return {
    id: guide.id,
    post_id: guide.id,
    post_status: guide.status,
    ...top,
    created_at: guide.createdAt.toISOString(),
    updated_at: guide.updatedAt.toISOString(),
    published_at: guide.publishedAt ? guide.publishedAt.toISOString() : null,
    header_image: imageDto(guide.headerImage),
    header_image_decorative: guide.headerImageDecorative,
    category: mapCategoryRef(guide.category),
    paano_content: paano ? mapTranslation(paano) : null,
    sections: sortedSections(guide).map(mapSection),
    sources: sortedSources(guide).map(mapSource),
    version: guide.version,
    ...atAGlance(guide),
    ...guideReview(guide),
  };
}

/** GET /api/bilingual-content/{id}/retrieve_bilingual/ — the editor's and preview's shape. */
export function mapBilingualGuide(guide: Guide): BilingualGuideDto {
  return {
    id: guide.id,
    how: mapTranslation(guide.translation('how')),
    paano: mapTranslation(guide.translation('paano')),
    status: guide.status,
    category: mapCategoryRef(guide.category),
    header_image: imageDto(guide.headerImage),
    header_image_decorative: guide.headerImageDecorative,
    sections: sortedSections(guide).map(mapSection),
    sources: sortedSources(guide).map(mapSource),
    created_at: guide.createdAt.toISOString(),
    updated_at: guide.updatedAt.toISOString(),
    version: guide.version,
    publish_at: guide.publishAt?.toISOString() ?? null,
    ...atAGlance(guide),
    ...guideReview(guide),
  };
}

function shortText(t: GuideTranslation) {
  return { title: t.title, slug: t.slug, header_description: t.headerDescription };
}

/** A recommendation, or null when the guide has no title in the asked language (SPEC §7: such items are dropped). */
export function mapRecommended(guide: Guide, language: Lang): RecommendedItemDto | null {
  const asked = guide.translation(language);
  if (!asked?.title.trim()) return null;
  const item: RecommendedItemDto = { id: guide.id, category: mapCategoryRef(guide.category) };
  for (const lang of LANGS) {
    const t = guide.translation(lang);
    if (t?.title.trim()) item[lang] = shortText(t);
  }
  return item;
}

export function mapSuggested(guide: Guide, language: Lang): SuggestedItemDto | null {
  const t = guide.translation(language);
  if (!t?.title.trim()) return null;
  return {
    id: guide.id,
    title: t.title,
    slug: t.slug,
    description: t.headerDescription,
    category: guide.category ? { id: guide.category.id, how: guide.category.nameHow, paano: guide.category.namePaano } : null,
  };
}

/** Search results carry a preview of the introduction, not the whole text. */
export const SEARCH_INTRO_PREVIEW = 300;

export interface SearchRow {
  guide_id: number;
  lang: Lang;
  title: string;
  slug: string;
  introduction: string;
  category_id: number | null;
  category_how: string | null;
  category_paano: string | null;
}

export function mapSearchResult(row: SearchRow): SearchResultDto {
  const intro = row.introduction ?? '';
  return {
    id: row.guide_id,
    type: 'guide',
    title: row.title,
    slug: row.slug,
    introduction: [...intro].length > SEARCH_INTRO_PREVIEW ? [...intro].slice(0, SEARCH_INTRO_PREVIEW).join('') + '…' : intro,
    language: row.lang,
    category: { id: row.category_id ?? null, how: row.category_how ?? '', paano: row.category_paano ?? '' },
  };
}

/** A row of GuideListRepository.items: the guide, its category and both translations' list texts. */
type ListTextColumn = `${'h' | 'p'}_${'id' | 'title' | 'slug' | 'header_description' | 'introduction'}`;

export type ListRow = { [column in ListTextColumn]: string | number | null } & {
  id: number;
  status: Guide['status'];
  created_at: Date;
  updated_at: Date;
  header_image: string | null;
  version: number;
  category_id: number | null;
  category_how: string | null;
  category_paano: string | null;
};

function listTranslation(row: ListRow, alias: 'h' | 'p'): TranslationDto | null {
  if (row[`${alias}_id`] == null) return null;
  return {
    ...EMPTY_TRANSLATION,
    title: String(row[`${alias}_title`] ?? ''),
    slug: String(row[`${alias}_slug`] ?? ''),
    header_description: String(row[`${alias}_header_description`] ?? ''),
    introduction: String(row[`${alias}_introduction`] ?? ''),
  };
}

/**
 * A guide as lists carry it (home, category pages, the public list API): SPEC §3's guide shape with
 * no sections and no sources, the conclusion and meta fields empty and the descriptions cut to a
 * preview's length — what a card shows, bounded in bytes whatever the guide holds.
 */
export function mapListRow(row: ListRow): GuideDto {
  const how = listTranslation(row, 'h');
  const paano = listTranslation(row, 'p');
  const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
  return {
    id: row.id,
    post_id: row.id,
    post_status: row.status,
    ...(how ?? paano ?? EMPTY_TRANSLATION),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    header_image: imageDto(row.header_image),
    category:
      row.category_id === null
        ? null
        : { id: row.category_id, category_how: row.category_how ?? '', category_paano: row.category_paano ?? '' },
    paano_content: paano,
    sections: [],
    sources: [],
    version: row.version,
  };
}

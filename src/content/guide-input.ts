import type { CreateGuideDto, GuideSectionDto, GuideTranslationDto, NewGuideTranslationDto, UpdateGuideDto } from './dto/guide.dto';
import type { AtAGlanceDto, NeedDto, StepDto, VideoDto } from '../../client/src/api/types';
import type { AtAGlanceFormDto, NeedFormDto, StepFormDto } from './dto/guide-blocks.dto';
import type { GuideStatus, Lang } from './guide.entity';
import { storedVideo } from './dto/guide-video.dto';
import type { ImportedReviewerFields } from '../reviewers/guide-review';

/** A save as ContentService applies it: the validated form (./dto/guide.dto.ts) in the model's words. */

export interface TranslationInput {
  title?: string;
  slug?: string;
  headerDescription?: string;
  introduction?: string;
  conclusion?: string;
  metaKeywords?: string;
  metaDescription?: string;
  /** The header image's alt text; undefined when not sent (the stored one is kept). */
  headerImageAlt?: string;
  /** The SEO title; '' clears it. */
  seoTitle?: string;
  /** Issue 38's blocks; undefined when not sent (kept). */
  needs?: NeedDto[];
  tips?: string[];
  warnings?: string[];
  /** Issue 38's video; undefined when not sent (kept), null removes it. */
  video?: VideoDto | null;
}

export interface SectionInput {
  /** Id of an existing section of this guide (update only). */
  id?: number;
  headingHow: string;
  headingPaano: string;
  bulletsHow: string[];
  bulletsPaano: string[];
  order: number;
  /** Index in the submitted list: section_image_{index} belongs to it. */
  index: number;
  /** `image: null` or `remove_image: true`: drop the stored image. */
  removeImage: boolean;
  /** The image's alt text per language and its decorative mark; undefined when not sent (kept). */
  imageAlt: Partial<Record<Lang, string>>;
  imageDecorative?: boolean;
  /** Issue 38: undefined when not sent (an existing section keeps its steps). `image` is a URL a read gave. */
  steps?: StepDto[];
}

export interface GuideFormInput {
  translations: Partial<Record<Lang, TranslationInput>>;
  /** undefined: not sent (update keeps the stored one). */
  categoryId?: number | null;
  status?: GuideStatus;
  sections?: SectionInput[];
  sources?: string[];
  removeHeaderImage: boolean;
  /** undefined when not sent (the stored mark is kept). */
  headerImageDecorative?: boolean;
  /** Issue 38: undefined when not sent (kept); null removes it. */
  atAGlance?: AtAGlanceDto | null;
  /** Issue 38: undefined when not sent (kept); null clears. */
  reviewerId?: number | null;
  lastReviewed?: string | null;
  /** An import's pick (the move archive): the reviewer found by name and credential, else created. */
  /** A reviewer as an import carries it (src/transfer/exported-blocks.ts), found again or created. */
  importedReviewer?: ImportedReviewerFields | null;
  version?: number;
}

function translationInput(dto: GuideTranslationDto | NewGuideTranslationDto): TranslationInput {
  const input: TranslationInput = {
    title: dto.title,
    slug: dto.slug,
    headerDescription: dto.header_description,
    introduction: dto.introduction,
    conclusion: dto.conclusion,
    metaKeywords: dto.meta_keywords,
    metaDescription: dto.meta_description,
    headerImageAlt: dto.header_image_alt,
    seoTitle: dto.seo_title,
    needs: dto.needs?.map(needInput),
    tips: dto.tips,
    warnings: dto.warnings,
    video: dto.video === undefined ? undefined : storedVideo(dto.video),
  };
  // Only what was sent: a text left out keeps the stored one.
  for (const key of Object.keys(input) as (keyof TranslationInput)[]) if (input[key] === undefined) delete input[key];
  return input;
}

function needInput(n: NeedFormDto): NeedDto {
  return { item: n.item, ...(n.quantity ? { quantity: n.quantity } : {}), ...(n.note ? { note: n.note } : {}) };
}

function stepInput(s: StepFormDto): StepDto {
  return {
    action_how: s.action_how ?? '',
    action_paano: s.action_paano ?? '',
    details_how: s.details_how ?? [],
    details_paano: s.details_paano ?? [],
    image: s.image ?? null,
    // An alt text only where one is written: a save that changes nothing else leaves a step as stored.
    ...(s.image_how_alt ? { image_how_alt: s.image_how_alt } : {}),
    ...(s.image_paano_alt ? { image_paano_alt: s.image_paano_alt } : {}),
  };
}

/** Only the facts given; nothing given at all is no block. */
function atAGlanceInput(dto: AtAGlanceFormDto | null | undefined): AtAGlanceDto | null | undefined {
  if (dto === undefined) return undefined;
  if (dto === null) return null;
  const out: AtAGlanceDto = {};
  for (const key of ['time_minutes', 'time_max_minutes', 'cost_min', 'cost_max'] as const)
    if (typeof dto[key] === 'number') out[key] = dto[key];
  if (dto.difficulty) out.difficulty = dto.difficulty;
  return Object.keys(out).length ? out : null;
}

function sectionInputs(sections: GuideSectionDto[] | undefined): SectionInput[] | undefined {
  if (!sections) return undefined;
  const inputs = sections.map((s, index): SectionInput => ({
    id: s.id,
    headingHow: s.section_how ?? '',
    headingPaano: s.section_paano ?? '',
    bulletsHow: s.section_how_bullets ?? [],
    bulletsPaano: s.section_paano_bullets ?? [],
    order: s.order ?? index,
    index,
    removeImage: s.remove_image,
    imageAlt: { how: s.section_how_img_alt, paano: s.section_paano_img_alt },
    imageDecorative: s.image_decorative,
    steps: s.steps?.map(stepInput),
  }));
  // Stable: equal orders keep the submitted order.
  return inputs.sort((a, b) => a.order - b.order || a.index - b.index);
}

export function createInput(dto: CreateGuideDto): GuideFormInput & { categoryId: number } {
  return {
    translations: { how: translationInput(dto.how), paano: translationInput(dto.paano) },
    categoryId: dto.category,
    status: dto.post_status ?? 'draft',
    sections: sectionInputs(dto.sections) ?? [],
    sources: dto.sources ?? [],
    removeHeaderImage: false,
    headerImageDecorative: dto.header_image_decorative,
    atAGlance: atAGlanceInput(dto.at_a_glance),
    reviewerId: dto.reviewer_id,
    lastReviewed: dto.last_reviewed,
  };
}

export function updateInput(dto: UpdateGuideDto): GuideFormInput & { categoryId: number } {
  const translations: GuideFormInput['translations'] = {};
  if (dto.how) translations.how = translationInput(dto.how);
  if (dto.paano) translations.paano = translationInput(dto.paano);
  return {
    translations,
    categoryId: dto.category,
    status: dto.post_status,
    sections: sectionInputs(dto.sections),
    sources: dto.sources,
    removeHeaderImage: dto.remove_header_image,
    headerImageDecorative: dto.header_image_decorative,
    atAGlance: atAGlanceInput(dto.at_a_glance),
    reviewerId: dto.reviewer_id,
    lastReviewed: dto.last_reviewed,
    version: dto.version,
  };
}

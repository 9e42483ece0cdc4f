import { applyDecorators } from '@nestjs/common';
import { Expose, Transform, Type } from 'class-transformer';
import {
  MaxLength,
  Allow,
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { AS_DETAIL, answerAs } from '../../common/validation';
import { SEO_MESSAGES, SEO_TITLE_MAX } from '../../../client/src/shared/seo-messages';
import { CONTENT_MESSAGES, MAX_SECTIONS, MAX_SOURCES, SOURCE_MAX_LENGTH, TITLE_MAX_LENGTH } from '../content.messages';
import { GUIDE_STATUSES, type GuideStatus } from '../guide.entity';
import {
  AtAGlanceField,
  NeedsField,
  StepsField,
  TextListField,
  type AtAGlanceFormDto,
  type NeedFormDto,
  type StepFormDto,
} from './guide-blocks.dto';
import { VideoField } from './guide-video.dto';
import type { VideoDto } from '../../../client/src/api/types';
import { BLOCK_LIMITS } from '../content.messages';
import { LastReviewedField, ReviewerIdField } from '../../reviewers/dto/guide-review.fields';

/**
 * The guide forms of SPEC §7 (POST and PUT /api/bilingual-content/), as class-validator DTOs. The
 * multipart step (./guide-form.ts) has already turned the JSON text fields into values. The
 * transforms keep what SPEC's clients have always sent working: numbers and booleans where text is
 * expected, a category as an id or as {id}, "null" for nothing, a single bullet as a string. Rules
 * are listed in the order they are checked.
 */

type Plain = Record<string, unknown>;

/** PostgreSQL text cannot hold NUL; it is the only character not stored verbatim. */
function clean(text: string): string {
  return text.includes('\u0000') ? text.replace(/\u0000/g, '') : text;
}

/** Text as sent; numbers and booleans become text; anything else stays, for the rules to refuse. */
function asText(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return clean(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value;
}

function asTrimmedText(value: unknown): unknown {
  const text = asText(value);
  return typeof text === 'string' ? text.trim() : text;
}

/** Form fields that mean "nothing": absent, null, or the text "", "null", "undefined". */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && ['', 'null', 'undefined'].includes(value.trim()));
}

function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && ['true', '1', 'yes', 'on'].includes(value.trim().toLowerCase()));
}

/** A number written as a form field ("3", " 3 ", 3); NaN when it is not one. */
function asNumber(value: unknown): number {
  return Number(typeof value === 'string' ? value.trim() : value);
}

/** A scheme is "word:" not followed by a digit (so "example.com:8080/x" is a host and port, not a scheme). */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

function isWebLink(link: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so we do too.
  const scheme = SCHEME.exec(link.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
  return !scheme || ['http', 'https'].includes(scheme[1].toLowerCase());
}

/** A rule of our own, for what class-validator does not measure the same way (code points, safe integers, link schemes). */
function Rule(name: string, test: (value: unknown) => boolean, options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: test } }, options);
}

const isSafeInteger = (value: unknown): boolean => Number.isSafeInteger(value);

/** Optional text; `answer` names the field in a refusal when it is not the property's path. */
function TextField(options: { trim?: boolean; answer?: string } = {}): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (options.trim ? asTrimmedText(value) : asText(value))),
    IsOptional(),
    IsString(
      options.answer
        ? { message: CONTENT_MESSAGES.notText(options.answer), context: answerAs(options.answer) }
        : { message: CONTENT_MESSAGES.notText('$path') },
    ),
  );
}

/** undefined when not sent (the stored value is kept); otherwise true for "true", "1", "yes", "on". */
function FlagField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (isBlank(value) ? undefined : isTrue(value))),
    Allow(),
  );
}

const TITLE_RULES = [
  IsString({ message: CONTENT_MESSAGES.notText('$path') }),
  IsNotEmpty({ message: CONTENT_MESSAGES.titlesRequired, context: AS_DETAIL }),
  Rule('titleLength', (v) => typeof v === 'string' && [...v].length <= TITLE_MAX_LENGTH, {
    message: CONTENT_MESSAGES.titleTooLong,
    context: answerAs('title'),
  }),
];

/** The texts of one language other than its title. */
abstract class TranslationTextsDto {
  @TextField({ trim: true })
  slug?: string;

  @TextField()
  header_description?: string;

  @TextField()
  introduction?: string;

  @TextField()
  conclusion?: string;

  @TextField()
  meta_keywords?: string;

  @TextField()
  meta_description?: string;

  /** The header image's alt text; undefined when not sent (the stored one is kept). */
  @TextField({ trim: true })
  header_image_alt?: string;

  /** A title for search results and shares (issue 27 item 6); '' clears it (the title is used). */
  @TextField({ trim: true })
  @MaxLength(SEO_TITLE_MAX, { message: SEO_MESSAGES.seoTitleTooLong })
  seo_title?: string;

  /** Issue 38: Things you'll need / Mga kakailanganin; undefined when not sent (kept), [] clears. */
  @NeedsField()
  needs?: NeedFormDto[];

  @TextListField('tips', BLOCK_LIMITS.tips, BLOCK_LIMITS.text)
  tips?: string[];

  @TextListField('warnings', BLOCK_LIMITS.tips, BLOCK_LIMITS.text)
  warnings?: string[];

  /** Issue 38: this language's video; undefined when not sent (kept), null removes it. */
  @VideoField()
  video?: VideoDto | null;
}

/** One language's texts, as the editor saves them: the title may be left out (kept), never blank. */
export class GuideTranslationDto extends TranslationTextsDto {
  @Transform(({ value }) => asTrimmedText(value))
  @IsOptional()
  @applyDecorators(...TITLE_RULES)
  title?: string;
}

/** One language's texts of a new guide: the title is required (SPEC §5). */
export class NewGuideTranslationDto extends TranslationTextsDto {
  @Transform(({ value }) => asTrimmedText(value))
  @IsDefined({ message: CONTENT_MESSAGES.titlesRequired, context: AS_DETAIL })
  @applyDecorators(...TITLE_RULES)
  title!: string;
}

function BulletsField(name: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => {
      if (typeof value === 'string') return value === '' ? [] : [clean(value)];
      if (!Array.isArray(value)) return value ?? undefined;
      return value.filter((b) => b !== null && b !== undefined).map(asText);
    }),
    IsOptional(),
    IsArray({ message: CONTENT_MESSAGES.notListOfText(name), context: answerAs('sections') }),
    IsString({ each: true, message: CONTENT_MESSAGES.notText(name), context: answerAs(name) }),
  );
}

export class GuideSectionDto {
  /** Id of an existing section of this guide (update only); anything else is a new section. */
  @Transform(({ value }) => {
    const id = Number(value);
    return value !== undefined && value !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  })
  @Allow()
  id?: number;

  @TextField({ answer: 'section_how' })
  section_how?: string;

  @TextField({ answer: 'section_paano' })
  section_paano?: string;

  @BulletsField('section_how_bullets')
  section_how_bullets?: string[];

  @BulletsField('section_paano_bullets')
  section_paano_bullets?: string[];

  /** Position; missing or not a number: where it stands in the list. */
  @Transform(({ value }) =>
    value !== undefined && value !== null && value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined,
  )
  @Allow()
  order?: number;

  /** `image: null`, `section_img: null` (SPEC's older name) or `remove_image: true`: drop the stored image. */
  @Expose()
  @Transform(
    ({ obj }: { obj: Plain }) =>
      ('image' in obj && obj.image === null) ||
      ('section_img' in obj && obj.section_img === null && !('image' in obj)) ||
      isTrue(obj.remove_image),
  )
  @Allow()
  remove_image!: boolean;

  @TextField({ trim: true, answer: 'section_how_img_alt' })
  section_how_img_alt?: string;

  @TextField({ trim: true, answer: 'section_paano_img_alt' })
  section_paano_img_alt?: string;

  @FlagField()
  image_decorative?: boolean;

  /** Issue 38: the section's numbered steps; not sent: an existing section keeps its steps. */
  @StepsField()
  steps?: StepFormDto[];
}

function TranslationField(type: () => typeof TranslationTextsDto, required: boolean): PropertyDecorator {
  return applyDecorators(
    Type(type),
    required ? IsDefined({ message: CONTENT_MESSAGES.titlesRequired, context: AS_DETAIL }) : IsOptional(),
    IsObject({ message: ({ property }) => CONTENT_MESSAGES.badLanguage(property) }),
    ValidateNested(),
  );
}

function SectionsField(): PropertyDecorator {
  return applyDecorators(
    Type(() => GuideSectionDto),
    IsOptional(),
    IsArray({ message: CONTENT_MESSAGES.badSections }),
    ArrayMaxSize(MAX_SECTIONS, { message: CONTENT_MESSAGES.tooManySections }),
    IsObject({ each: true, message: CONTENT_MESSAGES.badSections }),
    ValidateNested({ each: true }),
  );
}

/** Links as strings or {source_link}; blank ones are dropped before anything is counted. */
function SourcesField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ obj }: { obj: Plain }) => {
      const value = obj.sources;
      if (!Array.isArray(value)) return value ?? undefined;
      return value
        .map((item: unknown) => (typeof item === 'object' && item !== null ? (item as { source_link?: unknown }).source_link : item))
        .filter((link) => link !== undefined && link !== null)
        .map((link) => (typeof link === 'string' ? clean(link).trim() : link))
        .filter((link) => link !== '');
    }),
    IsOptional(),
    IsArray({ message: CONTENT_MESSAGES.badSources }),
    IsString({ each: true, message: CONTENT_MESSAGES.badSources }),
    Rule('sourceLength', (v) => typeof v === 'string' && v.length <= SOURCE_MAX_LENGTH, {
      each: true,
      message: CONTENT_MESSAGES.sourceTooLong,
    }),
    Rule('webLink', (v) => typeof v === 'string' && isWebLink(v), { each: true, message: CONTENT_MESSAGES.badSourceScheme }),
    ArrayMaxSize(MAX_SOURCES, { message: CONTENT_MESSAGES.tooManySources }),
  );
}

/** The category as an id ("3", 3) or as the embedded object {id}; also read from category_id. */
function CategoryField(missing: string): PropertyDecorator {
  return applyDecorators(
    Expose(),
    Transform(({ obj }: { obj: Plain }) => {
      const raw = obj.category ?? obj.category_id;
      if (isBlank(raw)) return undefined;
      return asNumber(typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : raw);
    }),
    IsDefined({ message: missing, context: AS_DETAIL }),
    Rule('categoryId', (v) => isSafeInteger(v) && (v as number) > 0, { message: CONTENT_MESSAGES.unknownCategory }),
  );
}

/** post_status (or status), any case; blank: not sent. */
function StatusField(): PropertyDecorator {
  return applyDecorators(
    Expose(),
    Transform(({ obj }: { obj: Plain }) => {
      const raw = obj.post_status ?? obj.status;
      return isBlank(raw) ? undefined : String(raw).trim().toLowerCase();
    }),
    IsOptional(),
    IsIn(GUIDE_STATUSES, { message: CONTENT_MESSAGES.badStatus }),
  );
}

/** POST /api/bilingual-content/ */
export class CreateGuideDto {
  @TranslationField(() => NewGuideTranslationDto, true)
  how!: NewGuideTranslationDto;

  @TranslationField(() => NewGuideTranslationDto, true)
  paano!: NewGuideTranslationDto;

  @SectionsField()
  sections?: GuideSectionDto[];

  @SourcesField()
  sources?: string[];

  @CategoryField(CONTENT_MESSAGES.categoryRequired)
  category!: number;

  @StatusField()
  post_status?: GuideStatus;

  @FlagField()
  header_image_decorative?: boolean;

  @AtAGlanceField()
  at_a_glance?: AtAGlanceFormDto | null;

  /** Issue 38 (src/reviewers): not sent: kept; null: none. */
  @ReviewerIdField()
  reviewer_id?: number | null;

  @LastReviewedField()
  last_reviewed?: string | null;
}

/** PUT /api/bilingual-content/{id}/ — one language (or both), the rest optional except the category. */
export class UpdateGuideDto {
  @TranslationField(() => GuideTranslationDto, false)
  how?: GuideTranslationDto;

  @TranslationField(() => GuideTranslationDto, false)
  paano?: GuideTranslationDto;

  @SectionsField()
  sections?: GuideSectionDto[];

  @SourcesField()
  sources?: string[];

  @CategoryField(CONTENT_MESSAGES.selectCategory)
  category!: number;

  @StatusField()
  post_status?: GuideStatus;

  /** `remove_header_image: true`, or `header_image` sent as the text "null" or "" instead of a file. */
  @Expose()
  @Transform(({ obj }: { obj: Plain }) => isTrue(obj.remove_header_image) || obj.header_image === 'null' || obj.header_image === '')
  @Allow()
  remove_header_image!: boolean;

  @FlagField()
  header_image_decorative?: boolean;

  /** Issue 38: not sent: kept; null: removed. */
  @AtAGlanceField()
  at_a_glance?: AtAGlanceFormDto | null;

  /** Issue 38 (src/reviewers): not sent: kept; null: none. */
  @ReviewerIdField()
  reviewer_id?: number | null;

  @LastReviewedField()
  last_reviewed?: string | null;

  /** The guide's version the editor loaded: a newer save answers 409. */
  @Transform(({ value }) => (isBlank(value) ? undefined : asNumber(value)))
  @IsOptional()
  @Rule('version', isSafeInteger, { message: CONTENT_MESSAGES.badVersion })
  version?: number;
}

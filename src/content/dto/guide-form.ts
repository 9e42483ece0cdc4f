import { BadRequestException } from '@nestjs/common';
import { fieldError } from '../../common/validation';
import { CONTENT_MESSAGES, MAX_SECTIONS, MAX_SOURCES, SOURCE_MAX_LENGTH, TITLE_MAX_LENGTH } from '../content.messages';
import { GUIDE_STATUSES, LANGS, type GuideStatus, type Lang } from '../guide.entity';

/**
 * The multipart forms of SPEC §7 (create and update), parsed and checked. Multipart carries text
 * only, so `how`, `paano`, `sections` and `sources` arrive as JSON strings; a JSON body with real
 * objects is accepted too. Every refusal uses SPEC's message or a `{field: [message]}` body.
 */

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
}

export interface GuideFormInput {
  translations: Partial<Record<Lang, TranslationInput>>;
  /** undefined: not sent (update keeps the stored one). */
  categoryId?: number;
  status?: GuideStatus;
  sections?: SectionInput[];
  sources?: string[];
  removeHeaderImage: boolean;
  /** undefined when not sent (the stored mark is kept). */
  headerImageDecorative?: boolean;
  version?: number;
}

const TEXT_FIELDS: [keyof TranslationInput, string][] = [
  ['title', 'title'],
  ['slug', 'slug'],
  ['headerDescription', 'header_description'],
  ['introduction', 'introduction'],
  ['conclusion', 'conclusion'],
  ['metaKeywords', 'meta_keywords'],
  ['metaDescription', 'meta_description'],
  ['headerImageAlt', 'header_image_alt'],
];

/** PostgreSQL text cannot hold NUL; it is the only character not stored verbatim. */
function clean(text: string): string {
  return text.includes('\u0000') ? text.replace(/\u0000/g, '') : text;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && ['', 'null', 'undefined'].includes(value.trim()));
}

function parseJsonField(body: Record<string, unknown>, field: string): unknown {
  const raw = body[field];
  if (typeof raw !== 'string') return raw;
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    fieldError(field, CONTENT_MESSAGES.invalidJson(field));
  }
}

function asText(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return clean(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  fieldError(field, `${field} must be text.`);
}

function parseTranslation(body: Record<string, unknown>, lang: Lang): TranslationInput | undefined {
  const value = parseJsonField(body, lang);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) fieldError(lang, CONTENT_MESSAGES.badLanguage(lang));
  const obj = value as Record<string, unknown>;
  const out: TranslationInput = {};
  for (const [key, wire] of TEXT_FIELDS) {
    const text = asText(obj[wire], `${lang}.${wire}`);
    if (text !== undefined) out[key] = key === 'title' || key === 'slug' || key === 'headerImageAlt' ? text.trim() : text;
  }
  return out;
}

function parseStatus(body: Record<string, unknown>): GuideStatus | undefined {
  const raw = body.post_status ?? body.status;
  if (isBlank(raw)) return undefined;
  const value = String(raw).trim().toLowerCase();
  if (!(GUIDE_STATUSES as readonly string[]).includes(value)) fieldError('post_status', CONTENT_MESSAGES.badStatus);
  return value as GuideStatus;
}

function parseCategory(body: Record<string, unknown>, missingMessage: string): number {
  const raw = body.category ?? body.category_id;
  if (isBlank(raw)) throw new BadRequestException({ detail: missingMessage });
  // The category may come as an id or as the embedded object {id, ...}.
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : raw;
  const n = Number(typeof id === 'string' ? id.trim() : id);
  if (!Number.isSafeInteger(n) || n <= 0) fieldError('category', CONTENT_MESSAGES.unknownCategory);
  return n;
}

/** A scheme is "word:" not followed by a digit (so "example.com:8080/x" is a host and port, not a scheme). */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

function parseSources(body: Record<string, unknown>): string[] | undefined {
  const value = parseJsonField(body, 'sources');
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) fieldError('sources', CONTENT_MESSAGES.badSources);
  const links: string[] = [];
  for (const item of value) {
    const raw = typeof item === 'object' && item !== null ? (item as { source_link?: unknown }).source_link : item;
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') fieldError('sources', CONTENT_MESSAGES.badSources);
    const link = clean(raw).trim();
    if (!link) continue;
    if (link.length > SOURCE_MAX_LENGTH) fieldError('sources', CONTENT_MESSAGES.sourceTooLong);
    // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so we do too.
    const scheme = SCHEME.exec(link.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
    if (scheme && !['http', 'https'].includes(scheme[1].toLowerCase())) fieldError('sources', CONTENT_MESSAGES.badSourceScheme);
    links.push(link);
  }
  if (links.length > MAX_SOURCES) fieldError('sources', CONTENT_MESSAGES.tooManySources);
  return links;
}

function parseBullets(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value === '' ? [] : [clean(value)];
  if (!Array.isArray(value)) fieldError('sections', `${field} must be a list of text.`);
  return value.filter((b) => b !== null && b !== undefined).map((b) => asText(b, field) ?? '');
}

function parseSections(body: Record<string, unknown>): SectionInput[] | undefined {
  const value = parseJsonField(body, 'sections');
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) fieldError('sections', CONTENT_MESSAGES.badSections);
  if (value.length > MAX_SECTIONS) fieldError('sections', CONTENT_MESSAGES.tooManySections);
  const sections = value.map((item, index): SectionInput => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) fieldError('sections', CONTENT_MESSAGES.badSections);
    const s = item as Record<string, unknown>;
    const id = Number(s.id);
    const order = Number(s.order);
    return {
      id: s.id !== undefined && s.id !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined,
      headingHow: asText(s.section_how, 'section_how') ?? '',
      headingPaano: asText(s.section_paano, 'section_paano') ?? '',
      bulletsHow: parseBullets(s.section_how_bullets, 'section_how_bullets'),
      bulletsPaano: parseBullets(s.section_paano_bullets, 'section_paano_bullets'),
      order: s.order !== undefined && s.order !== null && s.order !== '' && Number.isFinite(order) ? order : index,
      index,
      removeImage: ('image' in s && s.image === null) || ('section_img' in s && s.section_img === null && !('image' in s)) || isTrue(s.remove_image),
      imageAlt: {
        how: asText(s.section_how_img_alt, 'section_how_img_alt')?.trim(),
        paano: asText(s.section_paano_img_alt, 'section_paano_img_alt')?.trim(),
      },
      imageDecorative: optionalFlag(s.image_decorative),
    };
  });
  // Stable: equal orders keep the submitted order.
  return sections.sort((a, b) => a.order - b.order || a.index - b.index);
}

/** undefined when not sent: the stored value is kept. */
function optionalFlag(value: unknown): boolean | undefined {
  return isBlank(value) ? undefined : isTrue(value);
}

function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && ['true', '1', 'yes', 'on'].includes(value.trim().toLowerCase()));
}

function parseVersion(body: Record<string, unknown>): number | undefined {
  const raw = body.version;
  if (isBlank(raw)) return undefined;
  const n = Number(typeof raw === 'string' ? raw.trim() : raw);
  if (!Number.isSafeInteger(n)) fieldError('version', CONTENT_MESSAGES.badVersion);
  return n;
}

function checkTitleLength(translations: GuideFormInput['translations']): void {
  for (const lang of LANGS) {
    const title = translations[lang]?.title;
    if (title !== undefined && [...title].length > TITLE_MAX_LENGTH) fieldError('title', CONTENT_MESSAGES.titleTooLong);
  }
}

/** POST /api/bilingual-content/ */
export function parseCreateForm(body: Record<string, unknown>): GuideFormInput & { categoryId: number } {
  const how = parseTranslation(body, 'how');
  const paano = parseTranslation(body, 'paano');
  const sections = parseSections(body);
  const sources = parseSources(body);
  if (!how?.title || !paano?.title) throw new BadRequestException({ detail: CONTENT_MESSAGES.titlesRequired });
  const categoryId = parseCategory(body, CONTENT_MESSAGES.categoryRequired);
  const translations = { how, paano };
  checkTitleLength(translations);
  return {
    translations,
    categoryId,
    status: parseStatus(body) ?? 'draft',
    sections: sections ?? [],
    sources: sources ?? [],
    removeHeaderImage: false,
    headerImageDecorative: optionalFlag(body.header_image_decorative),
  };
}

/** PUT /api/bilingual-content/{id}/ — one language (or both), the rest optional except the category. */
export function parseUpdateForm(body: Record<string, unknown>): GuideFormInput {
  const translations: GuideFormInput['translations'] = {};
  for (const lang of LANGS) {
    const t = parseTranslation(body, lang);
    if (t) translations[lang] = t;
  }
  const sections = parseSections(body);
  const sources = parseSources(body);
  for (const lang of LANGS) {
    const t = translations[lang];
    if (t && t.title !== undefined && !t.title) throw new BadRequestException({ detail: CONTENT_MESSAGES.titlesRequired });
  }
  const categoryId = parseCategory(body, CONTENT_MESSAGES.selectCategory);
  checkTitleLength(translations);
  return {
    translations,
    categoryId,
    status: parseStatus(body),
    sections,
    sources,
    removeHeaderImage: isTrue(body.remove_header_image) || body.header_image === 'null' || body.header_image === '',
    headerImageDecorative: optionalFlag(body.header_image_decorative),
    version: parseVersion(body),
  };
}

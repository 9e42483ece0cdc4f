import { http, httpBlob } from '../api/http';
import type {
  AccountDto,
  RecoveryCodesDto,
  TwoFactorSetupDto,
  ReadersGuideStatsDto,
  ReadersReportDto,
  AdminGuideListItemDto,
  AutosaveDto,
  BilingualGuideDto,
  CategoryDto,
  ImportJobDto,
  ImportReportDto,
  GuideStatus,
  Lang,
  LoginResponseDto,
  RankingEntryDto,
  SettingsDto,
  SiteSettingsDto,
  StepDto,
  TranslationDto,
} from '../api/types';
import type { PageDto } from '../shared/pagination';

/**
 * Every call the administrator's area makes (SPEC §7). Multipart bodies are built by the pure
 * functions below so their exact fields can be unit-tested.
 */

export type TranslationInput = Omit<TranslationDto, never>;

export interface SectionInput {
  /** Present for sections that already exist (editor). */
  id?: number;
  section_how: string;
  section_paano: string;
  section_how_bullets: string[];
  section_paano_bullets: string[];
  /** A new image for this section (sent as section_image_{index}). */
  imageFile?: File | null;
  /** The editor removed the stored image. */
  removeImage?: boolean;
  /** The image's alt texts and decorative mark (issue 12); left out when undefined (the stored ones stay). */
  imageAlt?: Record<Lang, string>;
  imageDecorative?: boolean;
  /** Issue 38: the section's steps; left out when undefined (the stored ones stay), [] for none. */
  steps?: StepDto[];
  /** New images of those steps, by step (sent as step_image_{section index}_{step index}). */
  stepFiles?: (File | null)[];
}

export interface CreateContentInput {
  how: TranslationInput;
  paano: TranslationInput;
  categoryId: number;
  status: GuideStatus;
  headerImage?: File | null;
  /** The header image needs no alt text (issue 12); sent only with a header image. */
  headerImageDecorative?: boolean;
  sections: SectionInput[];
  sources: string[];
  /** Issue 38's "at a glance": left out when null or undefined. */
  atAGlance?: Record<string, number | string> | null;
}

export interface UpdateContentInput {
  lang: Lang;
  translation: TranslationInput;
  categoryId: number;
  status: GuideStatus;
  /** The version loaded by the editor (optimistic locking: a newer save answers 409). */
  version: number;
  headerImage?: File | null;
  removeHeaderImage?: boolean;
  /** The header image needs no alt text (issue 12). */
  headerImageDecorative?: boolean;
  sections: SectionInput[];
  sources: string[];
  /** Issue 38's "at a glance" (shared by both languages): null clears it; undefined leaves it as stored. */
  atAGlance?: Record<string, number | string> | null;
  /** Issue 38: the reviewer pick ('' clears); undefined leaves it as stored. */
  review?: { reviewerId: string; lastReviewed: string };
}

/** SPEC §5: sources with a blank link are dropped on submit. */
export function cleanSources(sources: string[]): string[] {
  return sources.map((s) => s.trim()).filter((s) => s !== '');
}

function cleanBullets(bullets: string[]): string[] {
  return bullets.filter((b) => b.trim() !== '');
}

function sectionJson(sections: SectionInput[], withId: boolean) {
  return sections.map((s, index) => ({
    ...(withId && s.id !== undefined ? { id: s.id } : {}),
    section_how: s.section_how,
    section_paano: s.section_paano,
    section_how_bullets: cleanBullets(s.section_how_bullets),
    section_paano_bullets: cleanBullets(s.section_paano_bullets),
    order: index,
    ...(s.removeImage && !s.imageFile ? { remove_image: true } : {}),
    ...(s.imageAlt ? { section_how_img_alt: s.imageAlt.how, section_paano_img_alt: s.imageAlt.paano } : {}),
    ...(s.imageDecorative !== undefined ? { image_decorative: s.imageDecorative } : {}),
    ...(s.steps ? { steps: s.steps } : {}),
  }));
}

function appendSectionImages(form: FormData, sections: SectionInput[]): void {
  sections.forEach((s, index) => {
    if (s.imageFile) form.append(`section_image_${index}`, s.imageFile, s.imageFile.name);
    s.stepFiles?.forEach((file, k) => {
      if (file) form.append(`step_image_${index}_${k}`, file, file.name);
    });
  });
}

/** POST /api/bilingual-content/ body (SPEC §7). */
export function createContentForm(input: CreateContentInput): FormData {
  const form = new FormData();
  form.append('how', JSON.stringify(input.how));
  form.append('paano', JSON.stringify(input.paano));
  form.append('category', String(input.categoryId));
  form.append('post_status', input.status);
  if (input.headerImage) form.append('header_image', input.headerImage, input.headerImage.name);
  if (input.headerImageDecorative !== undefined) form.append('header_image_decorative', String(input.headerImageDecorative));
  form.append('sections', JSON.stringify(sectionJson(input.sections, false)));
  appendSectionImages(form, input.sections);
  form.append('sources', JSON.stringify(cleanSources(input.sources)));
  if (input.atAGlance) form.append('at_a_glance', JSON.stringify(input.atAGlance));
  return form;
}

/** PUT /api/bilingual-content/{id}/ body: one language key, lang and the loaded version (SPEC §7). */
export function updateContentForm(input: UpdateContentInput): FormData {
  const form = new FormData();
  form.append(input.lang, JSON.stringify(input.translation));
  form.append('lang', input.lang);
  form.append('version', String(input.version));
  form.append('category', String(input.categoryId));
  form.append('post_status', input.status);
  if (input.headerImage) form.append('header_image', input.headerImage, input.headerImage.name);
  else if (input.removeHeaderImage) form.append('remove_header_image', 'true');
  if (input.headerImageDecorative !== undefined) form.append('header_image_decorative', String(input.headerImageDecorative));
  form.append('sections', JSON.stringify(sectionJson(input.sections, true)));
  appendSectionImages(form, input.sections);
  form.append('sources', JSON.stringify(cleanSources(input.sources)));
  if (input.atAGlance !== undefined) form.append('at_a_glance', JSON.stringify(input.atAGlance));
  if (input.review) {
    form.append('reviewer_id', input.review.reviewerId);
    form.append('last_reviewed', input.review.lastReviewed);
  }
  return form;
}

/** What the dashboard's table asks the server for (issue 9: filters and pages run on the server). */
export interface ContentListQuery {
  page: number;
  pageSize: number;
  /** Part of a title, either language; blank for all. */
  search?: string;
  /** A category id as the select holds it; blank for all. */
  categoryId?: string;
  /** 'all' or a status. */
  status?: GuideStatus | 'all';
  /** Issue 12: 'stale' (parts need a translation update), 'up_to_date' or 'all'. */
  translation?: 'all' | 'stale' | 'up_to_date';
}

/** GET /api/bilingual-content/ with the table's page and filters (blank filters are left out). */
export function contentListPath(query: ContentListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), page_size: String(query.pageSize) });
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.categoryId) params.set('category', query.categoryId);
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.translation && query.translation !== 'all') params.set('translation', query.translation);
  return `/api/bilingual-content/?${params.toString()}`;
}

/** The admin list may come as a plain array or wrapped in {results}. */
function asList<T>(data: T[] | { results?: T[] } | null): T[] {
  if (Array.isArray(data)) return data;
  return data?.results ?? [];
}

/** The owner's choices for an import (issue 34 item 6): guides already here (source key or "*" → skip|replace), and an archive's settings. */
export interface ImportChoices {
  existing?: Record<string, 'skip' | 'replace'>;
  applySettings?: boolean;
}

function importHeaders(langs: Record<string, Lang>, choices: ImportChoices): Record<string, string> {
  return {
    'X-Import-Languages': JSON.stringify(langs),
    'X-Import-Existing': JSON.stringify(choices.existing ?? {}),
    ...(choices.applySettings === false ? { 'X-Import-Settings': 'skip' } : {}),
  };
}

export const adminApi = {
  /** Import (issue 28): the export file is the body; `langs` are the languages the owner set for single-language posts. */
  importDryRun(file: File, langs: Record<string, Lang>, choices: ImportChoices = {}): Promise<ImportReportDto> {
    return http<ImportReportDto>('/api/import/dry-run', { method: 'POST', body: file, headers: importHeaders(langs, choices) });
  },
  importStart(file: File, langs: Record<string, Lang>, choices: ImportChoices = {}): Promise<ImportJobDto> {
    return http<ImportJobDto>('/api/import', { method: 'POST', body: file, headers: importHeaders(langs, choices) });
  },
  importJob(id: number): Promise<ImportJobDto> {
    return http<ImportJobDto>(`/api/import/jobs/${id}`);
  },
  /** The move archive (.tar.gz: the WXR file, images, settings, ticked revisions), or with `xml` only the WordPress file. */
  exportSite(revisions: boolean, xml = false): Promise<Blob> {
    return httpBlob(`/api/export${xml ? '' : '/archive'}${revisions ? '?revisions=1' : ''}`);
  },
  /** With two-factor sign-in on, the second step sends the code too (a 401 with code_required asks for it). */
  login(username: string, password: string, code?: string): Promise<LoginResponseDto> {
    return http<LoginResponseDto>('/api/token/', { method: 'POST', body: { username, password, ...(code ? { code } : {}) } });
  },

  account(): Promise<AccountDto> {
    return http<AccountDto>('/api/account/');
  },

  /** The owner's admin language, kept with the account (issue 39). */
  setLanguage(language: 'en' | 'fil'): Promise<AccountDto> {
    return http<AccountDto>('/api/account/language', { method: 'PUT', body: { language } });
  },
  /** Answers this session's new token (every other one is refused). */
  changePassword(currentPassword: string, newPassword: string): Promise<LoginResponseDto> {
    return http<LoginResponseDto>('/api/account/password', {
      method: 'POST',
      body: { current_password: currentPassword, new_password: newPassword },
    });
  },
  signOutEverywhere(): Promise<void> {
    return http<void>('/api/account/sign-out-everywhere', { method: 'POST' });
  },
  setupTwoFactor(currentPassword: string): Promise<TwoFactorSetupDto> {
    return http<TwoFactorSetupDto>('/api/account/two-factor/setup', { method: 'POST', body: { current_password: currentPassword } });
  },
  /** Answers the recovery codes and this session's new token (turning it on signs every other device out). */
  confirmTwoFactor(code: string): Promise<RecoveryCodesDto> {
    return http<RecoveryCodesDto>('/api/account/two-factor/confirm', { method: 'POST', body: { code } });
  },
  /** Needs a current code (or a recovery code) as well as the password. */
  disableTwoFactor(currentPassword: string, code: string): Promise<void> {
    return http<void>('/api/account/two-factor/disable', { method: 'POST', body: { current_password: currentPassword, code } });
  },

  async categories(): Promise<CategoryDto[]> {
    return asList(await http<CategoryDto[]>('/api/categories/', { auth: true }));
  },
  createCategory(categoryHow: string, categoryPaano: string): Promise<CategoryDto> {
    return http<CategoryDto>('/api/categories/', {
      method: 'POST',
      body: { category_how: categoryHow, category_paano: categoryPaano },
      auth: true,
    });
  },
  deleteCategory(id: number): Promise<void> {
    return http<void>(`/api/categories/${id}/`, { method: 'DELETE', auth: true });
  },
  updateRanks(rankings: RankingEntryDto[]): Promise<unknown> {
    return http('/api/categories/update_ranks/', { method: 'POST', body: { rankings }, auth: true });
  },

  /** One page of the table. */
  listContent(query: ContentListQuery): Promise<PageDto<AdminGuideListItemDto>> {
    return http<PageDto<AdminGuideListItemDto>>(contentListPath(query));
  },
  /** The guides whose slug (either language) is exactly `slug`, any status (at most one per language). */
  async contentBySlug(slug: string): Promise<AdminGuideListItemDto[]> {
    return asList(await http<AdminGuideListItemDto[]>(`/api/bilingual-content/?slug=${encodeURIComponent(slug)}`));
  },
  retrieve(id: number | string): Promise<BilingualGuideDto> {
    return http<BilingualGuideDto>(`/api/bilingual-content/${id}/retrieve_bilingual/`);
  },
  /** Answers the created guide (SPEC's client does not use it; the dashboard links to it). */
  createContent(input: CreateContentInput): Promise<BilingualGuideDto> {
    return http<BilingualGuideDto>('/api/bilingual-content/', { method: 'POST', body: createContentForm(input) });
  },
  updateContent(id: number, input: UpdateContentInput): Promise<unknown> {
    return http(`/api/bilingual-content/${id}/`, { method: 'PUT', body: updateContentForm(input) });
  },
  deleteContent(id: number): Promise<void> {
    return http<void>(`/api/bilingual-content/${id}/`, { method: 'DELETE' });
  },

  /** The Readers screen (issue 24): the last 7, 30 or 90 days. */
  readersReport(days: number): Promise<ReadersReportDto> {
    return http<ReadersReportDto>(`/api/readers/report?days=${days}`, { auth: true });
  },
  /** One guide's readers (the editor's panel). */
  readersGuide(id: number, days: number): Promise<ReadersGuideStatsDto> {
    return http<ReadersGuideStatsDto>(`/api/readers/guides/${id}?days=${days}`, { auth: true });
  },

  /** Autosave slots: 'new' (the create form) or '{id}/{lang}' (the editor). */
  async autosave(slot: string): Promise<AutosaveDto | null> {
    return (await http<{ autosave: AutosaveDto | null }>(`/api/autosaves/${slot}`)).autosave;
  },
  putAutosave(slot: string, form: Record<string, unknown>, baseVersion: number | null): Promise<unknown> {
    return http(`/api/autosaves/${slot}`, { method: 'PUT', body: { form, ...(baseVersion ? { base_version: baseVersion } : {}) } });
  },
  deleteAutosave(slot: string): Promise<void> {
    return http<void>(`/api/autosaves/${slot}`, { method: 'DELETE' });
  },

  /** The Settings screen (issue 25). */
  settings(): Promise<SettingsDto> {
    return http<SettingsDto>('/api/settings/');
  },
  settingsRevisions(): Promise<SettingsDto[]> {
    return http<SettingsDto[]>('/api/settings/revisions/');
  },
  saveSettings(baseRevision: number, settings: SiteSettingsDto): Promise<SettingsDto> {
    return http<SettingsDto>('/api/settings/', { method: 'PUT', body: { base_revision: baseRevision, settings } });
  },

  publish(id: number, version: number): Promise<BilingualGuideDto> {
    return http<BilingualGuideDto>(`/api/bilingual-content/${id}/publish/`, { method: 'POST', body: { version } });
  },
  /** Back to draft; a scheduled guide loses its schedule. */
  unpublish(id: number, version: number): Promise<BilingualGuideDto> {
    return http<BilingualGuideDto>(`/api/bilingual-content/${id}/unpublish/`, { method: 'POST', body: { version } });
  },
  schedule(id: number, at: Date, version: number): Promise<BilingualGuideDto> {
    return http<BilingualGuideDto>(`/api/bilingual-content/${id}/schedule/`, {
      method: 'POST',
      body: { publish_at: at.toISOString(), version },
    });
  },
};

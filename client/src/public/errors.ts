import { messages, type UiLang } from '../i18n/i18n';

/**
 * SPEC §8 error → message rules for the public pages. Errors are matched by shape, not class: the
 * server bundle and the Nest side each have their own copy of ApiError.
 */
interface ErrorLike {
  name?: string;
  status?: number;
  message?: string;
  body?: Record<string, unknown> | null;
}

function asError(err: unknown): ErrorLike | null {
  return err && typeof err === 'object' ? (err as ErrorLike) : null;
}

/** True for an HTTP error answer (ApiError on either side). */
export function isApiError(err: unknown): boolean {
  const e = asError(err);
  return !!e && typeof e.status === 'number' && 'body' in e;
}

export function statusOf(err: unknown): number | undefined {
  return isApiError(err) ? asError(err)?.status : undefined;
}

function bodyString(err: unknown, key: string): string | undefined {
  const value = asError(err)?.body?.[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** Guide load: response error, else 'Failed to load content'; other 'An unexpected error occurred'. */
export function guideLoadMessage(err: unknown, lang: UiLang = 'en'): string {
  const t = messages(lang);
  if (isApiError(err)) return bodyString(err, 'error') ?? bodyString(err, 'detail') ?? t.loadContentFailed;
  return t.unexpectedError;
}

/** Language switch failure (SPEC §8). */
export function switchLanguageMessage(err: unknown, lang: UiLang = 'en'): string {
  const t = messages(lang);
  return isApiError(err) ? t.switchLanguageFailed : t.switchLanguageUnexpected;
}

/** Categories load (public): response detail, else 'Failed to load categories' (in the page's language when given). */
export function categoriesMessage(err: unknown, lang: UiLang = 'en'): string {
  return bodyString(err, 'detail') ?? messages(lang).categoriesFailed;
}

/** Content list (public): detail or message, else 'Failed to load tutorials'; unknown: 'An unknown error occurred'. */
export function contentListMessage(err: unknown, lang: UiLang = 'en'): string {
  const t = messages(lang);
  if (isApiError(err)) return bodyString(err, 'detail') ?? bodyString(err, 'message') ?? t.loadTutorialsFailed;
  const message = asError(err)?.message;
  return typeof message === 'string' && message ? message : t.unknownError;
}

/** Search: over the address's search limit (429, issue 30), else the response error, else 'Search failed'. */
export function searchMessage(err: unknown, lang: UiLang = 'en'): string {
  if (isApiError(err) && asError(err)?.status === 429) return messages(lang).searchTooMany;
  return bodyString(err, 'error') ?? messages(lang).searchFailed;
}

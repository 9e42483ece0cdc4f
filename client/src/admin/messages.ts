import { ApiError } from '../api/http';
import { adminEn, type AdminCatalogue } from '../i18n/admin-en';

/**
 * The administrator's messages of SPEC §5 and §8, in one place. Components show what these
 * functions return; they never build error texts themselves.
 */
export const MSG: AdminMessages = adminEn.msg;

/** The messages in one admin language (MSG is the English one, SPEC's exact texts). */
export type AdminMessages = AdminCatalogue['msg'];

/** How long a success message stays (SPEC §9). */
export const SUCCESS_MS = 3000;
/** Wait before reloading categories after a delete (SPEC §4). */
export const CATEGORY_RELOAD_MS = 500;

function body(err: unknown): Record<string, unknown> | null {
  return err instanceof ApiError ? err.body : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The first message of a `{field: [messages]}` body, if any. */
export function firstFieldMessage(b: Record<string, unknown> | null, field?: string): string | null {
  if (!b) return null;
  const entries = field ? [[field, b[field]] as const] : Object.entries(b);
  for (const [, value] of entries) {
    if (Array.isArray(value) && value.length > 0 && typeof value[0] === 'string') return value[0];
    const s = str(value);
    if (s && field) return s;
  }
  return null;
}

/** Sign-in: 401 → 'Invalid credentials'; other HTTP error → detail, else the fallback. */
export function loginError(err: unknown, m: AdminMessages = MSG): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return m.invalidCredentials;
    return str(err.body?.detail) ?? m.loginFailed;
  }
  return m.loginFailed;
}

/** The two lock texts of a screen's language (client/src/i18n/account-*.ts). */
export interface LockTexts {
  locked(minutes: number): string;
  codesLocked(minutes: number): string;
}

/**
 * A sign-in lock (429 from sign-in or an account step), in the screen's language: the wait in whole
 * minutes, as the server counts it, and the way back (npm run admin:password). Null for any other error.
 */
export function lockError(err: unknown, t: LockTexts): string | null {
  if (!(err instanceof ApiError) || err.status !== 429) return null;
  const minutes = typeof err.body?.minutes === 'number' && err.body.minutes > 0 ? err.body.minutes : 1;
  return err.body?.codes_locked === true ? t.codesLocked(minutes) : t.locked(minutes);
}

/** Admin content or category list: detail, else message, else the retry text; plain errors their message. */
export function listError(err: unknown, m: AdminMessages = MSG): string {
  if (err instanceof ApiError) return str(err.body?.detail) ?? str(err.body?.message) ?? m.processFailedRetry;
  if (err instanceof Error) return err.message || m.unknownError;
  return m.unknownError;
}

/**
 * Create content / create category / save: server error, else detail, else the first field
 * message, else 'Failed to process request'; anything that is not an HTTP answer gets `fallback`.
 */
export function writeError(err: unknown, fallback: string, m: AdminMessages = MSG): string {
  if (err instanceof ApiError) {
    const b = body(err);
    return str(b?.error) ?? str(b?.detail) ?? firstFieldMessage(b) ?? m.processFailed;
  }
  return fallback;
}

/** Rankings: the server's first `rankings` message, else 'Failed to update rankings: ' + detail. */
export function rankingsError(err: unknown, m: AdminMessages = MSG): string {
  const b = body(err);
  return firstFieldMessage(b, 'rankings') ?? m.rankingsFailed(str(b?.detail) ?? m.unknown);
}

/** Category delete: the server's error, else 'Failed to delete category: ' + detail. */
export function categoryDeleteError(err: unknown, m: AdminMessages = MSG): string {
  const b = body(err);
  return str(b?.error) ?? m.categoryDeleteFailed(str(b?.detail) ?? m.unknown);
}

/** Editor and preview load (a 401 is handled before this: it goes to sign-in). */
export function loadError(err: unknown, m: AdminMessages = MSG): string {
  if (err instanceof ApiError) return str(err.body?.detail) ?? str(err.body?.error) ?? m.loadContentFailed;
  return m.unexpectedError;
}

export function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

export function isConflict(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409;
}

export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}

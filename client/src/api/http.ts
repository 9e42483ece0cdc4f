/**
 * The one HTTP client of the browser app: base URL, the token rule of SPEC §6, JSON handling,
 * no timeout, success for 200–299, the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN.
 * Components never call fetch themselves; they call the functions in api/*.ts that use this.
 */

import { ApiError } from '../shared/api-error';

/** The error class lives in shared/ (the server's page loaders throw it too); re-exported for the browser's modules. */
export { ApiError };

/**
 * What the server's texts become in the owner's admin language (admin-lang.tsx sets it: Filipino while
 * the admin is in Filipino, issue 39 item 1); null: as the server sent them (SPEC's English).
 */
let localize: ((text: string) => string) | null = null;

export function localizeServerTexts(fn: ((text: string) => string) | null): void {
  localize = fn;
}

/** An error answer's texts (detail, error, message and each field's messages) in the admin's language. */
function localized(body: Record<string, unknown> | null): Record<string, unknown> | null {
  const to = localize;
  if (!body || !to) return body;
  const text = (value: unknown): unknown =>
    typeof value === 'string' ? to(value) : Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? to(v) : v)) : value;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, text(value)]));
}

export const TOKEN_KEY = 'token';

/** SPEC §6: calls on these paths are sent without the bearer token. */
const PUBLIC_PATHS = ['/api/public/', '/api/categories', '/api/token/', '/api/register/'];

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.some((p) => path.includes(p));
}

export function getToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

function xsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart; a File or Blob as it is (an XML export file). */
  body?: unknown;
  /** Extra request headers. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token even on a SPEC §6 public path (admin writes under /api/categories). */
  auth?: boolean;
  /** Sees the response's headers (a search's Link to its next page). */
  onHeaders?: (headers: Headers) => void;
}

export async function http<T>(
  path: string,
  { method = 'GET', body, signal, auth, headers: extra, onHeaders }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  const token = isPublicPath(path) && !auth ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = xsrfToken();
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (typeof Blob !== 'undefined' && body instanceof Blob) {
    headers['Content-Type'] = 'application/xml';
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(path, { method, headers, body: payload, signal, credentials: 'same-origin' });
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (res.status < 200 || res.status > 299) {
    const obj = localized(data && typeof data === 'object' ? (data as Record<string, unknown>) : null);
    throw new ApiError(res.status, obj, typeof obj?.detail === 'string' ? obj.detail : undefined);
  }
  onHeaders?.(res.headers);
  return data as T;
}

/** A file the server makes (the admin's export download), with the token; errors as in http(). */
export async function httpBlob(path: string): Promise<Blob> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (res.status < 200 || res.status > 299) {
    const data = localized((await res.json().catch(() => null)) as Record<string, unknown> | null);
    throw new ApiError(res.status, data, typeof data?.detail === 'string' ? data.detail : undefined);
  }
  return res.blob();
}

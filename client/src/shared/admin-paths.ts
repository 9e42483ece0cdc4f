/** Paths served as the admin app shell (never server-rendered; the admin code is a lazy chunk). */
export const ADMIN_PATH_PREFIXES = ['/login-access', '/admin-hp-access'];

export function isAdminPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return ADMIN_PATH_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/**
 * Whether this browser holds the administrator's token (client/src/api/http.ts keeps it under this
 * key): the signed-in administrator gets no ad slots and sends no analytics (issue 25). The server
 * never sees the token (no cookies), so the check is the browser's.
 */
export function isAdministrator(): boolean {
  try {
    return !!localStorage.getItem('token');
  } catch {
    return false;
  }
}

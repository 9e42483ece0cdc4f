/**
 * The administrator's own browser (set at sign-in by the token and
 * account controllers; read by reader counting, src/readers): requests that carry it are not counted.
 * A cookie of the owner's, never given to a reader; its value says nothing (a reader who set it by
 * hand would only opt out, as with Do Not Track).
 */
export const OWNER_COOKIE = 'hp_owner';
const OWNER = new RegExp(`(^|;)\\s*${OWNER_COOKIE}=`);

export function isOwner(headers: Record<string, string | string[] | undefined>): boolean {
  const cookie = headers.cookie;
  return typeof cookie === 'string' && OWNER.test(cookie);
}

/** The Set-Cookie value of the owner's cookie for `seconds` (0: cleared). */
export function ownerCookie(secure: boolean, seconds: number): string {
  const expires = seconds > 0 ? `Max-Age=${Math.floor(seconds)}` : 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  return `${OWNER_COOKIE}=${seconds > 0 ? '1' : ''}; Path=/; ${expires}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

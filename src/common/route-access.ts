/**
 * The metadata keys of who may call a route, read by the global guards (src/auth/admin.guard.ts, and the
 * rate limit here in common). The decorators that set them are src/auth's @AdminOnly() and @Public().
 */
export const ADMIN_ONLY = 'howpaano:admin-only';
export const PUBLIC_ROUTE = 'howpaano:public';

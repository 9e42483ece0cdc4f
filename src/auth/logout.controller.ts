import { Controller, Header, HttpCode, Post } from '@nestjs/common';

/**
 * POST /api/logout/ — the admin's Logout asks the browser to empty this site's HTTP cache (issue 30
 * item 4): images the editor showed (a draft's, served immutable under /media) must not stay on a
 * shared device after the session. Tokens are not server state, so there is nothing else to end here;
 * "Sign out everywhere" is the server-side revocation. No token needed: clearing one's own cache
 * harms no one.
 */
@Controller('api/logout')
export class LogoutController {
  @Post()
  @HttpCode(204)
  @Header('Clear-Site-Data', '"cache"')
  @Header('Cache-Control', 'no-store')
  logout(): void {}
}

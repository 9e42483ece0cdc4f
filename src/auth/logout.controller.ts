import { Controller, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ownerCookie } from './owner-cookie';
import { Public } from './public.decorator';

/**
 * POST /api/logout/ — the admin's Logout asks the browser to empty this site's HTTP cache (issue 30
 * item 4): images the editor showed (a draft's, served immutable under /media) must not stay on a
 * shared device after the session. Tokens are not server state, so there is nothing else to end here;
 * "Sign out everywhere" is the server-side revocation. No token needed: clearing one's own cache
 * harms no one. The owner's Readers cookie (set at sign-in) is cleared too: this browser counts again.
 */
@Public()
@Controller('api/logout')
export class LogoutController {
  @Post()
  @HttpCode(204)
  @Header('Clear-Site-Data', '"cache"')
  @Header('Cache-Control', 'no-store')
  logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): void {
    res.setHeader('Set-Cookie', ownerCookie(req.secure, 0));
  }
}

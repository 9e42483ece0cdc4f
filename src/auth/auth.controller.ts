import { Body, Controller, Header, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ownerCookie } from './owner-cookie';
import { AuthService } from './auth.service';
import { signInAddressKey } from '../common/client-address';
import { TokenRequestDto, type TokenResponseDto } from './dto/token-request.dto';
import { SignInRequestGuard } from './sign-in-request.guard';
import { TooManyAttemptsException } from './too-many-attempts.exception';
import { Public } from './public.decorator';

@Public()
@Controller('api/token')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** POST /api/token/ — sign in (JSON from this site only); throttled per client address (and per account for two-factor codes). */
  @Post()
  @UseGuards(SignInRequestGuard)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async token(@Body() dto: TokenRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<TokenResponseDto> {
    try {
      const access = await this.auth.signIn(dto.username, dto.password, signInAddressKey(req.ip), dto.code);
      // The owner's browser, not counted by Readers for the token's lifetime (docs/readers.md).
      res.setHeader('Set-Cookie', ownerCookie(req.secure, this.config.jwtTtlSeconds));
      return { access };
    } catch (error) {
      if (error instanceof TooManyAttemptsException) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }
}

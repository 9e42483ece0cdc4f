import { Body, Controller, Get, Header, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AccountDto, RecoveryCodesDto, TwoFactorSetupDto } from '../../client/src/api/types';
import { ownerCookie } from './owner-cookie';
import { AccountService } from './account.service';
import { AdminOnly } from './admin-only.decorator';
import type { AdminRequest } from './admin.guard';
import { signInAddressKey } from '../common/client-address';
import { AccountLanguageDto, ChangePasswordDto, CurrentPasswordDto, DisableTwoFactorDto, TwoFactorCodeDto } from './dto/account.dto';
import { TooManyAttemptsException } from './too-many-attempts.exception';
import type { TokenResponseDto } from './dto/token-request.dto';

/** The signed-in administrator's own account (issue 30 item 6). */
@Controller('api/account')
@AdminOnly()
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  get(@Req() req: AdminRequest): Promise<AccountDto> {
    return this.account.account(req.user!.id);
  }

  /** The admin's language (issue 39), kept with the account: it follows the owner to every device. */
  @Put('language')
  @Header('Cache-Control', 'no-store')
  language(@Body() dto: AccountLanguageDto, @Req() req: AdminRequest): Promise<AccountDto> {
    return this.account.setLanguage(req.user!.id, dto.language);
  }

  /** A new password; answers a new token for this session (every other one is refused). */
  @Post('password')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async password(
    @Body() dto: ChangePasswordDto,
    @Req() req: AdminRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TokenResponseDto> {
    return {
      access: await throttled(
        res,
        this.account.changePassword(req.user!.id, dto.current_password, dto.new_password, signInAddressKey(req.ip)),
      ),
    };
  }

  @Post('sign-out-everywhere')
  @HttpCode(204)
  async signOutEverywhere(@Req() req: AdminRequest, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.account.signOutEverywhere(req.user!.id);
    // This browser's Readers cookie goes with its token (other browsers' expire with theirs).
    res.setHeader('Set-Cookie', ownerCookie(req.secure, 0));
  }

  @Post('two-factor/setup')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  setup(@Body() dto: CurrentPasswordDto, @Req() req: AdminRequest, @Res({ passthrough: true }) res: Response): Promise<TwoFactorSetupDto> {
    return throttled(res, this.account.startTwoFactor(req.user!.id, dto.current_password, signInAddressKey(req.ip)));
  }

  /** Two-factor sign-in on: answers the recovery codes and a new token for this session (every other one is refused). */
  @Post('two-factor/confirm')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  confirm(@Body() dto: TwoFactorCodeDto, @Req() req: AdminRequest, @Res({ passthrough: true }) res: Response): Promise<RecoveryCodesDto> {
    return throttled(res, this.account.confirmTwoFactor(req.user!.id, dto.code, signInAddressKey(req.ip)));
  }

  @Post('two-factor/disable')
  @HttpCode(204)
  disable(@Body() dto: DisableTwoFactorDto, @Req() req: AdminRequest, @Res({ passthrough: true }) res: Response): Promise<void> {
    return throttled(res, this.account.disableTwoFactor(req.user!.id, dto.current_password, dto.code, signInAddressKey(req.ip)));
  }
}

/** A throttled step's 429 carries Retry-After, as sign-in's does. */
async function throttled<T>(res: Response, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof TooManyAttemptsException) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

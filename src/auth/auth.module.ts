import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AdminGuard } from './admin.guard';
import { AdminUserRepository } from './admin-user.repository';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginAttemptRepository } from './login-attempt.repository';
import { LoginThrottle } from './login-throttle.service';
import { LogoutController } from './logout.controller';
import { SecondFactor } from './second-factor.service';
import { TokenService } from './token.service';

/** Sign-in (POST /api/token/), the admin account, tokens and the global @AdminOnly() guard. */
@Module({
  // The secret may come from the database, so it is passed on each sign/verify call instead.
  imports: [JwtModule.register({})],
  controllers: [AuthController, AccountController, LogoutController],
  providers: [
    AccountService,
    AdminUserRepository,
    AuthService,
    LoginAttemptRepository,
    LoginThrottle,
    SecondFactor,
    TokenService,
    { provide: APP_GUARD, useClass: AdminGuard },
  ],
  exports: [TokenService],
})
export class AuthModule {}

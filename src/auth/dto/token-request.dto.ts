import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { AUTH_MESSAGES } from '../auth.messages';
import { PASSWORD_MAX_LENGTH, passwordLength } from '../password';

/** POST /api/token/ body. With stopAtFirstError, the decorator nearest the property is checked first. */
export class TokenRequestDto {
  @MaxLength(150, { message: AUTH_MESSAGES.tooLong(150) })
  @IsNotEmpty({ message: AUTH_MESSAGES.blank })
  @IsString({ message: AUTH_MESSAGES.notString })
  @IsDefined({ message: AUTH_MESSAGES.required })
  username!: string;

  @ValidateBy({
    name: 'passwordMaxLength',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && passwordLength(value) <= PASSWORD_MAX_LENGTH,
      defaultMessage: () => AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH),
    },
  })
  @IsNotEmpty({ message: AUTH_MESSAGES.blank })
  @IsString({ message: AUTH_MESSAGES.notString })
  @IsDefined({ message: AUTH_MESSAGES.required })
  password!: string;

  /** With two-factor sign-in on: the authenticator's code, or a recovery code (issue 30 item 6). */
  @MaxLength(64, { message: AUTH_MESSAGES.tooLong(64) })
  @IsString({ message: AUTH_MESSAGES.notString })
  @IsOptional()
  code?: string;
}

export interface TokenResponseDto {
  access: string;
}

import { IsDefined, IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { AUTH_MESSAGES } from '../auth.messages';
import { PASSWORD_MAX_LENGTH, passwordLength } from '../password';

/** POST /api/token/ body. */
export class TokenRequestDto {
  @IsDefined({ message: AUTH_MESSAGES.required })
  @IsString({ message: AUTH_MESSAGES.notString })
  @IsNotEmpty({ message: AUTH_MESSAGES.blank })
  @MaxLength(150, { message: AUTH_MESSAGES.tooLong(150) })
  username!: string;

  @IsDefined({ message: AUTH_MESSAGES.required })
  @IsString({ message: AUTH_MESSAGES.notString })
  @IsNotEmpty({ message: AUTH_MESSAGES.blank })
  @ValidateBy({
    name: 'passwordMaxLength',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && passwordLength(value) <= PASSWORD_MAX_LENGTH,
      defaultMessage: () => AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH),
    },
  })
  password!: string;
}

export interface TokenResponseDto {
  access: string;
}

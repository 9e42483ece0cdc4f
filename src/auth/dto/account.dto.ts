import { IsDefined, IsIn, IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { AUTH_MESSAGES } from '../auth.messages';
import { PASSWORD_MAX_LENGTH, passwordLength } from '../password';

/** A password field as sign-in checks it (present, a string, not blank, not over the maximum). */
function PasswordField(): PropertyDecorator {
  return (target, key) => {
    ValidateBy({
      name: 'passwordMaxLength',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && passwordLength(value) <= PASSWORD_MAX_LENGTH,
        defaultMessage: () => AUTH_MESSAGES.tooLong(PASSWORD_MAX_LENGTH),
      },
    })(target, key);
    IsNotEmpty({ message: AUTH_MESSAGES.blank })(target, key);
    IsString({ message: AUTH_MESSAGES.notString })(target, key);
    IsDefined({ message: AUTH_MESSAGES.required })(target, key);
  };
}

/** POST /api/account/password */
export class ChangePasswordDto {
  @PasswordField()
  current_password!: string;

  @PasswordField()
  new_password!: string;
}

/**
 * A code field: a time-based code or a recovery code. With stopAtFirstError the rule registered first is
 * checked first: present, then a string, not blank, 64 characters at most.
 */
function CodeField(): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: AUTH_MESSAGES.required })(target, key);
    IsString({ message: AUTH_MESSAGES.notString })(target, key);
    IsNotEmpty({ message: AUTH_MESSAGES.blank })(target, key);
    MaxLength(64, { message: AUTH_MESSAGES.tooLong(64) })(target, key);
  };
}

/** POST /api/account/two-factor/setup: the current password again. */
export class CurrentPasswordDto {
  @PasswordField()
  current_password!: string;
}

/** POST /api/account/two-factor/confirm: a code from the secret being set up. */
export class TwoFactorCodeDto {
  @CodeField()
  code!: string;
}

/** POST /api/account/two-factor/disable: the current password and a current code (or a recovery code). */
export class DisableTwoFactorDto {
  @PasswordField()
  current_password!: string;

  @CodeField()
  code!: string;
}

/** PUT /api/account/language */
export class AccountLanguageDto {
  @IsIn(['en', 'fil'], { message: AUTH_MESSAGES.badLanguage })
  @IsDefined({ message: AUTH_MESSAGES.required })
  language!: 'en' | 'fil';
}

function minutesText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** What the administrator (or an attacker) reads; one place so the tests and the code agree. */
export const AUTH_MESSAGES = {
  badCredentials: 'No active account found with the given credentials',
  notAuthenticated: 'Authentication credentials were not provided.',
  badToken: 'Given token not valid for any token type',
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  notString: 'Not a valid string.',
  jsonOnly: 'Sign in with a JSON body (Content-Type: application/json).',
  foreignOrigin: 'Sign-in is accepted from this site only.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  throttled: (minutes: number) =>
    `Too many failed sign-in attempts. Try again in ${minutesText(minutes)}, or set a new password on the server with npm run admin:password (it lifts the lock).`,
  codesLocked: (minutes: number) =>
    `Too many wrong codes: two-factor sign-in is locked for ${minutesText(minutes)}. Or set a new password on the server with npm run admin:password (it lifts the lock).`,
  badLanguage: 'Choose en (English) or fil (Filipino).',
  unguardedRoute: 'This address is not open.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  badCode: 'That code is not valid. Enter the current code from your authenticator app, or an unused recovery code.',
  wrongPassword: 'The current password is not correct.',
  noSetup: 'Start setting up two-factor sign-in first.',
  productionNeedsPassword: 'ADMIN_PASSWORD is required on first start in production: set it to create the administrator account',
  adminCreated: (username: string, fromEnvironment: boolean) =>
    `Admin account created: username ${username} (${fromEnvironment ? 'password from ADMIN_PASSWORD' : 'its password is in the start banner, shown once'})`,
} as const;

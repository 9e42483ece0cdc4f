/**
 * The account page and the sign-in's code step (issue 30 item 6), in English; account-fil.ts has the
 * same keys in Filipino (checked by the compiler and by screen-catalogues.spec.ts). The account page
 * offers both; the sign-in screen speaks English, as the rest of it does.
 */
export const accountEn = {
  nav: 'Account',
  title: 'Your account',
  signedInAs: (name: string) => `Signed in as ${name}.`,
  loading: 'Loading your account…',
  loadFailed: 'Your account could not be loaded. Please try again.',
  /** A lock of sign-in attempts (passwords) from this address: the wait and the way back (issue 35 item 6). */
  locked: (minutes: number) =>
    `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or set a new password on the server with npm run admin:password: it lifts the lock.`,
  /** A lock of two-factor codes (for the account, from any address): the wait and the way back. */
  codesLocked: (minutes: number) =>
    `Too many wrong codes: two-factor sign-in is locked for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Or set a new password on the server with npm run admin:password: it lifts the lock.`,
  failed: 'That did not work. Please try again.',

  password: {
    heading: 'Change password',
    current: 'Current password',
    next: 'New password',
    confirm: 'New password again',
    hint: 'At least 12 characters. Every other device is signed out; this one stays signed in.',
    submit: 'Change password',
    busy: 'Changing…',
    mismatch: 'The two new passwords are not the same.',
    wrongCurrent: 'The current password is not correct.',
    tooShort: 'The new password is too short (at least 12 characters).',
    done: 'Password changed. Other devices are signed out.',
  },

  everywhere: {
    heading: 'Sign out everywhere',
    body: 'Signs out every device where you are signed in, this one too. Use it if you signed in on a phone or computer that is not yours.',
    submit: 'Sign out everywhere',
    confirm: 'Sign out every device, this one too?',
  },

  twoFactor: {
    heading: 'Two-factor sign-in',
    off: 'Off. Signing in needs your password only.',
    on: (left: number) => `On. Signing in needs your password and a code from your authenticator app. Recovery codes left: ${left}.`,
    start: 'Turn on two-factor sign-in',
    startHint: 'Enter your current password to begin.',
    current: 'Current password',
    step1:
      'Scan this QR code with your authenticator app (Google Authenticator, Aegis, 1Password…), or type in the key, or open the link on your phone.',
    qrAlt: 'QR code to scan with your authenticator app',
    key: 'Key',
    uri: 'Address for the app, to copy',
    openInApp: 'Open in authenticator app',
    step2: 'Then enter the 6-digit code the app shows.',
    code: 'Code from the app',
    confirm: 'Turn on',
    badCode: 'That code is not valid. Check the time on your phone and enter the current code.',
    codesHeading: 'Recovery codes',
    codesBody: 'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    codesDone: 'I have saved them',
    turnedOn: 'Two-factor sign-in is on. Every other device has been signed out.',
    turnOff: 'Turn off two-factor sign-in',
    turnOffHint: 'Enter your current password and a code from your authenticator app (or a recovery code) to turn it off.',
    offCode: 'Code from the app, or a recovery code',
    offBadCode: 'That code is not valid. Enter the current code from your app, or an unused recovery code.',
    turnedOff: 'Two-factor sign-in is off.',
    cancel: 'Cancel',
  },

  signIn: {
    codeHeading: 'Two-factor sign-in',
    codePrompt: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Code',
    badCode: 'That code is not valid. Enter the current code, or an unused recovery code.',
    back: 'Use another account',
  },
};

export type AccountCatalogue = typeof accountEn;

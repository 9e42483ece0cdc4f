/** The first administrator's sign-in; password null when it came from ADMIN_PASSWORD (never echoed). */
export interface FirstSignIn {
  username: string;
  password: string | null;
}

/** What the start banner says: where the site answers and, the first time, how to sign in. */
export interface BannerFacts {
  /** The address the server listens on, as a browser on this machine reaches it. */
  address: string;
  siteUrl: string;
  signIn: FirstSignIn | null;
}

/** The admin's sign-in page (SPEC: /login-access). */
const SIGN_IN_PATH = '/login-access';

/**
 * The few lines printed last at boot (issue 29 item 5), after every other boot line, so a newcomer
 * finds the address and the first sign-in without reading the log above them.
 */
export function startBanner(facts: BannerFacts): string[] {
  const lines = [`HowPaano is ready at ${facts.address}`];
  if (facts.siteUrl !== facts.address) lines.push(`Public address (SITE_URL): ${facts.siteUrl}`);
  if (facts.signIn) {
    lines.push(`Sign in at ${facts.address}${SIGN_IN_PATH}`);
    lines.push(
      facts.signIn.password
        ? `  username ${facts.signIn.username}, password ${facts.signIn.password}`
        : `  username ${facts.signIn.username}, the password from ADMIN_PASSWORD`,
    );
    lines.push('  (shown this first time only; change it with npm run admin:password)');
  }
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '='.repeat(width);
  return [rule, ...lines, rule];
}

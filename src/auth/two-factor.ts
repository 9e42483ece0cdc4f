import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const PERIOD = 30;
/** A code from the step before or after is accepted too (phone clocks drift). */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, label = 'admin', issuer = 'HowPaano'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** A new secret (160 bits, RFC 4226's recommendation), base32 as apps take it by hand. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads (as a link or a QR code). */
export function totpUri(secret: string, label: string, issuer: string): string {
  return totp(secret, label, issuer).toString();
}

/**
 * The otpauth:// address as a QR code an authenticator app scans (issue 39): an SVG in a data: URL,
 * which the admin's Content-Security-Policy allows as an image (img-src 'self' data:). Dark on white
 * with the standard 4-module quiet zone, whatever the admin's colours.
 */
export async function totpQrCode(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Whether `code` looks like a time-based code (6 digits, spaces allowed as apps show "123 456"). */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}

/** The time step the code belongs to, or null when it is not the secret's code now (± one step). */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  const t = totp(secret);
  const delta = t.validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : t.counter({ timestamp: now }) + delta;
}

/** The current code of a secret (for tests and the setup's own check). */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}

/** Ten recovery codes, 50 bits each, written xxxxx-xxxxx in lower-case base32. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = new Secret({ buffer: new Uint8Array(randomBytes(10)).buffer }).base32.toLowerCase().slice(0, 10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** How a recovery code is kept: SHA-256 of its letters (high-entropy, so no slow hash is needed). */
export function recoveryCodeHash(code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z2-7]/g, '');
  return createHash('sha256').update(normal).digest('hex');
}

import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';

/** Longest accepted password, in characters (code points, so Unicode counts as users expect). */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_LENGTH = 8;

/** The same password typed on different keyboards may arrive composed or decomposed: compare one form. */
function normalize(password: string): string {
  return password.normalize('NFC');
}

export function passwordLength(password: string): number {
  return [...normalize(password)].length;
}

/** argon2id with the library's recommended cost (64 MiB, 3 passes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(normalize(password), { type: argon2.argon2id });
}

/** False for a wrong password or an unreadable hash; never throws. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, normalize(password));
  } catch {
    return false;
  }
}

/** A password for a generated admin account: 20 characters, easy to copy from a log. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash of a random password, verified against when the username is unknown, so an unknown user
 * and a wrong password take the same time and get the same answer.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

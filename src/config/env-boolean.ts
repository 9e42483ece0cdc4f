/**
 * How every yes-or-no environment variable is read (issue 35 item 3): one set of words, any case,
 * spaces around ignored. Anything else is not a boolean, and the boot refuses it naming the variable,
 * instead of quietly taking it as false (SEED_DEMO=ture) or, worse, as true (TRUST_PROXY=false was once
 * tested as a non-empty string).
 */
const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

/** What config messages say a boolean variable takes. */
export const BOOLEAN_WORDS = 'true or false (or 1/0, yes/no, on/off)';

/** true or false for one of the words; undefined when unset or blank; null when it is no boolean at all. */
export function parseEnvBoolean(value: unknown): boolean | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (text === '') return undefined;
  if (TRUE_WORDS.includes(text)) return true;
  if (FALSE_WORDS.includes(text)) return false;
  return null;
}

import { serverMessageFil } from '../../client/src/shared/server-messages-fil';
import { FORM_MESSAGES } from '../../client/src/shared/form-messages';
import { ALT_MESSAGES } from '../../client/src/shared/image-alt-messages';
import { rankClashMessage } from '../../client/src/shared/rank-clash';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import { CATEGORY_MESSAGES } from '../categories/categories.messages';
import { AUTOSAVE_MESSAGES } from '../content/autosave.messages';
import { BLOCK_MESSAGES, CONTENT_MESSAGES } from '../content/content.messages';
import { SCHEDULE_MESSAGES } from '../content/schedule.messages';
import { MEDIA_MESSAGES } from '../media/media.messages';
import { READERS_MESSAGES } from '../readers/readers.messages';
import { REVIEWER_MESSAGES } from '../reviewers/reviewers.messages';
import { SETTINGS_MESSAGES } from '../settings/settings.messages';
import { TRANSFER_MESSAGES } from '../transfer/transfer.messages';

/**
 * A message as the server sends it: a text, or a function's text for the first sample arguments that fit
 * it (a number, a field name, a field and a limit, a section and a language).
 */
function instance(message: unknown): string | null {
  if (typeof message === 'string') return message.replace('$constraint1', '80');
  if (typeof message !== 'function') return null;
  const fn = message as (...args: unknown[]) => string;
  for (const args of [[2], ['how'], ['tips', 5], [3, 'paano']]) {
    try {
      const text = fn(...args);
      if (typeof text === 'string' && !/undefined|NaN/.test(text)) return text;
    } catch {
      /* not this shape */
    }
  }
  return null;
}

/** What the owner never meets on an admin screen: command-line lines, the public vote's refusal, the CLI's count summary. */
const NOT_ON_ADMIN_SCREENS = new Set<unknown>([
  AUTH_MESSAGES.productionNeedsPassword,
  AUTH_MESSAGES.adminCreated,
  READERS_MESSAGES.badVote,
  TRANSFER_MESSAGES.counts,
]);

describe('the server’s messages on a Filipino admin screen (issue 39 item 1)', () => {
  const catalogues = {
    AUTH_MESSAGES,
    CATEGORY_MESSAGES,
    AUTOSAVE_MESSAGES,
    BLOCK_MESSAGES,
    CONTENT_MESSAGES,
    SCHEDULE_MESSAGES,
    MEDIA_MESSAGES,
    READERS_MESSAGES,
    REVIEWER_MESSAGES,
    SETTINGS_MESSAGES,
    TRANSFER_MESSAGES,
    FORM_MESSAGES,
    ALT_MESSAGES,
  };
  for (const [name, catalogue] of Object.entries(catalogues)) {
    it(`has the Filipino of every message of ${name}`, () => {
      const untranslated: string[] = [];
      for (const message of Object.values(catalogue)) {
        if (NOT_ON_ADMIN_SCREENS.has(message)) continue;
        const text = instance(message);
        if (text === null || serverMessageFil(text) === text) untranslated.push(text ?? String(message));
      }
      expect(untranslated).toEqual([]);
    });
  }

  it('keeps the values a message carries, and the reason inside a failed import', () => {
    expect(serverMessageFil(ALT_MESSAGES.section(3, 'paano'))).toBe(
      'Ilarawan ang larawan ng seksiyon 3 sa Filipino (alt text), o markahan itong dekorasyon lang.',
    );
    expect(serverMessageFil(SETTINGS_MESSAGES.tooLong.replace('$constraint1', '1000'))).toBe(
      'Hanggang 1000 na titik lang ang field na ito.',
    );
    expect(serverMessageFil(TRANSFER_MESSAGES.failed(TRANSFER_MESSAGES.died))).toBe(
      'Nabigo ang import at naiwang gaya ng dati ang site: huminto ang server habang tumatakbo ito.',
    );
    const holder = { id: 2, category_how: 'Health', category_paano: 'Kalusugan', rank: 1 };
    const clash = rankClashMessage({ rank: 1, holder, chosen: [] } as unknown as Parameters<typeof rankClashMessage>[0]);
    expect(serverMessageFil(clash)).toMatch(
      /^Iisang kategorya lang ang maaaring bigyan ng bawat ranggo\. Nakay .*Health.* na ang ranggo 1\.$/,
    );
    // A text it does not know comes back as it is.
    expect(serverMessageFil('Something new.')).toBe('Something new.');
  });
});

import { FORM_MESSAGES } from '../shared/form-messages';
import { accountEn } from './account-en';
import { adminEn } from './admin-en';
import { adminFil } from './admin-fil';
import { accountFil } from './account-fil';
import { foundEn } from './found-en';
import { foundFil } from './found-fil';
import { settingsEn } from './settings-en';
import { settingsFil } from './settings-fil';
import { reviewersEn } from './reviewers-en';
import { reviewersFil } from './reviewers-fil';

/** Every key path of a catalogue with the kind of its value (string, function/arity, object). */
function shape(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: 'string' };
  if (typeof value === 'function') return { [path]: `function/${value.length}` };
  return Object.assign({}, ...Object.entries(value as object).map(([k, v]) => shape(v, path ? `${path}.${k}` : k)));
}

/** A function's text for a sample argument: a number, or a string where the text needs one. */
function sample(fn: (...a: unknown[]) => unknown): string {
  try {
    return String(fn(3, 3, 3));
  } catch {
    return String(fn('Three', 'Three', 'Three'));
  }
}

function texts(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  if (typeof value === 'function') return { [path]: sample(value as (...a: unknown[]) => unknown) };
  return Object.assign({}, ...Object.entries(value as object).map(([k, v]) => texts(v, path ? `${path}.${k}` : k)));
}

/** The admin's catalogues (issue 39: one admin language for all): each English catalogue and its Filipino twin. */
const SCREENS = [
  // Words Filipino interfaces use as they are (Dashboard, Username, Slug, SEO, Link, Import / Export,
  // Draft, Header, Error: …), the brand, and code-like samples.
  {
    name: 'admin',
    en: adminEn,
    fil: adminFil,
    sameInBoth: [
      'langName.paano',
      'nav.label',
      'nav.menu',
      'nav.brand',
      'nav.dashboard',
      'nav.importExport',
      'login.title',
      'login.username',
      'login.password',
      'dashboard.title',
      'dashboard.docTitle',
      'fields.slug',
      'preview.seo',
      'preview.header',
      'status.draft',
      'state.error',
      'toolbar.link',
      'toolbar.linkText',
    ],
  },
  // "Account" and "Code" are what Filipino interfaces say too.
  { name: 'account', en: accountEn, fil: accountFil, sameInBoth: ['nav', 'signIn.code'] },
  { name: 'reviewers', en: reviewersEn, fil: reviewersFil, sameInBoth: [] as string[] },
  // A product's name, and "Tagline (Filipino)", which Filipino interfaces say too.
  { name: 'settings', en: settingsEn, fil: settingsFil, sameInBoth: ['analytics', 'taglineFil'] },
  // "Filipino", "Address" and "Link" are what Filipino interfaces say too.
  {
    name: 'found',
    en: foundEn,
    fil: foundFil,
    sameInBoth: ['langs.paano', 'notFound.address', 'report.link', 'purge.targets.cloudflare', 'purge.targets.fastly'],
  },
];

describe.each(SCREENS)('$name catalogues', ({ en, fil, sameInBoth }) => {
  it('have the same keys, each of the same kind, in English and Filipino', () => {
    expect(shape(fil)).toEqual(shape(en));
  });

  it('are translated: no Filipino text is the English one, and none is empty', () => {
    const enTexts = texts(en);
    const filTexts = texts(fil);
    for (const [key, value] of Object.entries(enTexts)) {
      expect({ key, empty: value.trim() === '' || filTexts[key]!.trim() === '' }).toEqual({ key, empty: false });
      if (!sameInBoth.includes(key)) expect({ key, same: value === filTexts[key] }).toEqual({ key, same: false });
    }
  });
});

describe('admin catalogue', () => {
  it("keeps SPEC's quoted English texts exactly, and the server's form messages word for word", () => {
    expect(adminEn.msg.titlesRequired).toBe(FORM_MESSAGES.titlesRequired);
    expect(adminEn.msg.categoryRequired).toBe(FORM_MESSAGES.categoryRequired);
    expect(adminEn.msg.selectCategory).toBe(FORM_MESSAGES.selectCategory);
    expect(adminEn.msg.categoryNamesRequired).toBe(FORM_MESSAGES.categoryNamesRequired);
    expect(adminEn.msg.conflict).toBe(FORM_MESSAGES.staleVersion);
    expect(adminEn.msg.savedPaano).toBe('Tagalog content updated successfully!');
    expect(adminEn.table.noPaano).toBe('No Tagalog version');
    expect(adminEn.preview.draft).toBe('Draft Preview - This content is not yet published');
    expect(adminEn.preview.editPaano).toBe('Edit Tagalog Version');
    expect(adminEn.state.loading).toBe('Loading your content...');
    expect(adminEn.table.loading).toBe('Loading content...');
    expect(adminEn.table.empty).toBe('No content available');
  });

  it('says Filipino, never Tagalog, in Filipino', () => {
    expect(JSON.stringify(texts(adminFil))).not.toMatch(/Tagalog/);
    expect(adminEn.langName.paano).toBe('Filipino');
  });
});

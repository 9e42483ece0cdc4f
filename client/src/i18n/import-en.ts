import type { ImportCountsDto } from '../api/types';

/**
 * The texts of the admin's import and export screen (issue 28), in English; import-fil.ts has the
 * same keys in Filipino (checked by import-catalogue.spec.ts). The admin's language (issue 39) decides which shows.
 */
export const importEn = {
  locale: 'en',
  navLink: 'Import / Export',
  title: 'Move in, move out',
  importTitle: 'Import from WordPress or Blogger',
  importHint:
    'Choose the export file: WordPress (Tools → Export → All content, with Polylang for both languages) or Blogger (Settings → Back up content). Nothing is written until you confirm. Images are imported by the command line (npm run import -- FILE --media-dir DIR).',
  fileLabel: 'Export file (.xml)',
  check: 'Check the file',
  checking: 'Checking…',
  noFile: 'Choose a file first.',
  summary: (guides: number, unchanged: number) =>
    `${guides} guide(s) to import${unchanged ? `, ${unchanged} already imported (left unchanged)` : ''}.`,
  nothingNew: 'Everything in this file was imported before: importing it again changes nothing.',
  guidesHeading: 'Guides',
  bilingual: 'English and Filipino',
  singleLanguage: 'One language, flagged for translation',
  privacy: { private: 'Private in the old site: imported as a draft', password: 'Password-protected in the old site: imported as a draft' },
  heldBack: (lang: 'how' | 'paano', why: 'private' | 'password' | 'draft' | 'scheduled') =>
    `${lang === 'how' ? 'English' : 'Filipino'} version held back (${{ private: 'private', password: 'password-protected', draft: 'a draft', scheduled: 'scheduled' }[why]}): it waits as an unsaved draft in the editor, not public`,
  notKept: (d: { tags: number; categories: number; comments: number; sticky: boolean }) =>
    `Not kept (no place for them here): ${d.tags} tag(s), ${d.categories} more categor${d.categories === 1 ? 'y' : 'ies'}, ${d.comments} comment(s)${d.sticky ? ', the sticky flag' : ''}`,
  counts: (c: ImportCountsDto) =>
    `${c.pairs} bilingual pair(s), ${c.single} single-language post(s); ${c.published} published, ${c.drafts} draft(s), ${c.scheduled} scheduled, ${c.private} private post(s) held back; ${c.images} image(s), ${c.redirects} redirect(s).`,
  languageOf: (title: string) => `Language of “${title}”`,
  guessed: 'guessed from the text',
  langName: { how: 'English', paano: 'Filipino' },
  status: { published: 'Published', draft: 'Draft', scheduled: 'Scheduled' },
  state: { new: 'New', unchanged: 'Imported before' },
  noCategory: 'No category',
  keptAsText: 'Kept as text',
  missingImages: 'Images left out',
  oldAddresses: (n: number) => `${n} old address(es) will redirect here`,
  categoriesHeading: 'Categories',
  categoryState: { new: 'new', existing: 'already here' },
  skippedHeading: 'Left out',
  skipReason: { page: 'a page, not a post', trashed: 'in the trash', unfinished: 'never finished (auto-draft)' },
  skippedRedirectsHeading: 'Old addresses that will not redirect',
  redirectWhy: {
    reserved: "one of this site's own pages",
    admin: 'an address of the admin',
    guide: "another guide's own address",
    taken: 'already redirects to another guide',
  },
  confirm: (n: number) => `Import ${n} guide(s)`,
  importing: 'Importing…',
  progress: (done: number, total: number) => `${done} of ${total} guides`,
  done: (n: number) => `Imported ${n} guide(s). Their old addresses now lead to them.`,
  failed: 'The import failed; the site was left as it was.',
  toDashboard: 'Back to the dashboard',
  exportTitle: 'Export everything',
  exportHint:
    'One WordPress file (WXR) with both languages paired as Polylang does, categories with their ranks, sources and image addresses.',
  withRevisions: 'Include revisions',
  download: 'Download the export',
  downloading: 'Preparing…',
  failedRequest: 'The request failed. Please try again.',
  /** Shown when the server's own explanation is not in this language. */
  badFile: 'This file cannot be imported: it is not a WordPress or Blogger export, or it is damaged.',
  tooLarge: 'The file is larger than 100 MB; export fewer posts at a time.',
  busy: 'An import is already running; wait for it to finish.',
};

export type ImportCatalogue = typeof importEn;

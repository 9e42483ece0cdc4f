import type { ImportCountsDto } from '../api/types';

/**
 * The texts of the admin's import and export screen (issue 28), in English; import-fil.ts has the
 * same keys in Filipino (checked by import-catalogue.spec.ts). The admin's language (issue 39) decides which shows.
 */
export const importEn = {
  locale: 'en',
  navLink: 'Import / Export',
  title: 'Move in, move out',
  importTitle: 'Import from WordPress, Blogger or another HowPaano site',
  importHint:
    'Choose the export file: WordPress (Tools → Export → All content, with Polylang for both languages), Blogger (Settings → Back up content), or the .tar.gz this screen downloads on another HowPaano site, which brings its images, settings and revisions too. Nothing is written until you confirm. Images of a WordPress site are imported by the command line (npm run import -- FILE --media-dir DIR).',
  fileLabel: 'Export file (.xml or .tar.gz)',
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
  state: {
    new: 'New',
    existing: 'Already on this site',
    unchanged: 'Imported before',
    replaced: 'Replaced the guide already here',
    skipped: 'Skipped: already here',
  },
  /** A guide of the file whose address a guide here already has (issue 34 item 6). */
  existingHere: (title: string) => `Already on this site as “${title}” (same address)`,
  existingChoice: 'What to do with it',
  existingAllLabel: 'Guides already on this site',
  existingAll: (n: number) => `${n} guide(s) of this file are already on this site (same address). For all of them:`,
  existingOptions: { skip: 'Skip (keep it as it is)', replace: 'Replace (same address)' },
  archiveHeading: 'Also in this archive',
  archiveImages: (n: number) => `${n} image(s), imported as they are`,
  archiveRevisions: (n: number) => `${n} earlier revision(s) of these guides`,
  archiveSettings: (keys: string) => `Settings that differ from this site’s: ${keys}`,
  archiveSettingsSame: 'Its settings are the same as this site’s.',
  applySettings: 'Save these settings on this site (name, contact, ads, affiliate hosts, Google Analytics)',
  doneMore: (replaced: number, skipped: number) =>
    `${replaced ? `Replaced ${replaced} guide(s) already here. ` : ''}${skipped ? `Skipped ${skipped} already here. ` : ''}`,
  settingsSaved: 'The settings were saved.',
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
    'One file (.tar.gz) to move this site to another host: every guide in both languages as a WordPress file (WXR, paired as Polylang does), categories with their ranks, sources, every image, and the settings (name, contact, ads, affiliate hosts, Google Analytics; never the admin account). Import it on the new site with this screen. For WordPress, download the WordPress file only.',
  withRevisions: 'Include revisions',
  download: 'Download the export',
  downloadXml: 'WordPress file only (.xml)',
  downloading: 'Preparing…',
  failedRequest: 'The request failed. Please try again.',
  /** Shown when the server's own explanation is not in this language. */
  badFile: 'This file cannot be imported: it is not a WordPress or Blogger export, or it is damaged.',
  tooLarge: 'The file is too large: at most 100 MB for an export file, 2 GB for a .tar.gz archive.',
  busy: 'An import is already running; wait for it to finish.',
};

export type ImportCatalogue = typeof importEn;

import type { ImportCountsDto } from '../../client/src/api/types';

/** What the import and export say (CLI and admin), in the server's one language for errors: English. */
export const TRANSFER_MESSAGES = {
  doctype: 'The file declares a DOCTYPE; an export from WordPress or Blogger has none, and entities are refused (entity bomb protection).',
  notXml: (why: string) => `The file is not well-formed XML (${why}).`,
  unknownFormat: (root: string) =>
    `The file is XML but neither a WordPress export (WXR, <rss>) nor a Blogger export (Atom, <feed>): its root is <${root}>.`,
  tooLarge: (max: number) => `The file is larger than ${Math.round(max / 1024 / 1024)} MB; export fewer posts at a time.`,
  tooDeep: (max: number) =>
    `The file nests elements more than ${max} deep; an export from WordPress or Blogger never does, so it was not read.`,
  recordTooLarge: (max: number) =>
    `One post of the file holds more than ${max.toLocaleString('en-US')} elements; an export from WordPress or Blogger never does, so it was not read.`,
  tooMuchMemory: (mb: number) =>
    `Reading the file needs more than ${mb} MB of memory, more than an import may take from the site; export fewer posts at a time.`,
  outsideMediaDir: (src: string) => `The image path ${src} leads outside the media folder; nothing was imported.`,
  noFile: 'Choose a WordPress (WXR) or Blogger (Atom) export file.',
  jobNotFound: 'No such import.',
  busy: 'An import is already running; wait for it to finish.',
  /** The summary line of counts (issue 34 item 3). */
  counts: (c: ImportCountsDto) =>
    `${c.pairs} bilingual pair(s), ${c.single} single-language post(s); ${c.published} published, ${c.drafts} draft(s), ` +
    `${c.scheduled} scheduled, ${c.private} private post(s) held back; ${c.images} image(s), ${c.redirects} redirect(s). ` +
    `Not kept (this site has no place for them): ${c.tags} tag(s), ${c.extra_categories} extra categor${c.extra_categories === 1 ? 'y' : 'ies'}, ` +
    `${c.comments} comment(s), ${c.sticky} sticky flag(s).`,
  failed: (why: string) => `The import failed and the site was left as it was: ${why}`,
  databaseRefused:
    'the database refused one of the writes. The server log names the kind of error; try again, and if it fails again, run the import command for details.',
  unexpected:
    'an unexpected error stopped it. The server log names the kind of error; try again, and if it fails again, run the import command for details.',
  died: 'the server stopped while it ran.',
  /** The move archive (issue 34 item 6). */
  archiveUploadTooLarge: (max: number) => `The archive is larger than ${Math.round(max / 1024 / 1024 / 1024)} GB; nothing was imported.`,
  archiveTooLarge: (max: number) =>
    `The archive unpacks to more than ${Math.round(max / 1024 / 1024)} MB; nothing was imported. Export from the admin of the old site and import that file.`,
  archiveTooManyEntries: (max: number) => `The archive holds more than ${max.toLocaleString('en-US')} files; nothing was imported.`,
  archiveEntry: (name: string) =>
    `The archive holds ${JSON.stringify(name.slice(0, 200))}, which a HowPaano export never does (only howpaano.xml, settings.json, revisions.jsonl, manifest.json and media/ images); nothing was imported.`,
  archiveDamaged: 'The archive is damaged (not a complete .tar.gz); nothing was imported. Download the export again.',
  archiveNotOurs:
    'The .tar.gz is not a HowPaano export (no manifest.json naming one); nothing was imported. A backup is restored with npm run restore, not imported.',
  archiveNewer: 'The archive was written by a newer HowPaano; update this site first. Nothing was imported.',
  archiveNoExport: 'The archive holds no howpaano.xml; nothing was imported.',
  archiveSettings: (why: string) => `The archive's settings.json cannot be used (${why}); nothing was imported.`,
  archiveRevisions: (line: number) => `Line ${line} of the archive's revisions.jsonl is not a revision list; nothing was imported.`,
} as const;

/**
 * npm run import -- FILE [--dry-run] [--media-dir DIR] [--lang GUID=how|paano ...] [--existing skip|replace] [--no-settings]
 * Imports a WordPress export (WXR, Polylang pairs as bilingual guides), a Blogger export (Atom) or
 * another HowPaano site's move archive (.tar.gz: images, settings, revisions). A guide whose slug is
 * already here is skipped, or with --existing replace, replaced (same id and address).
 * Same environment as the site (DATABASE_URL or DATA_DIR's embedded PostgreSQL; UPLOAD_DIR).
 */
import 'reflect-metadata';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { NestFactory } from '@nestjs/core';
import type { ImportReportDto, Lang } from '../../client/src/api/types';
import { fromInvocationDir, withSiteDatabase } from '../backup/site-database';
import { ConfigError, loadConfig } from '../config/app-config';
import { migrate } from '../database/database';
import { ImportService } from '../transfer/import.service';
import { TransferCliModule } from '../transfer/transfer-cli.module';
import { isGzip, MAX_ARCHIVE_UPLOAD_BYTES } from '../transfer/move-archive';
import { TRANSFER_MESSAGES } from '../transfer/transfer.messages';
import { ImportBusyError, ImportInputError, MAX_IMPORT_BYTES } from '../transfer/xml-reader';

const USAGE =
  'Usage: npm run import -- FILE [--dry-run] [--media-dir DIR] [--lang GUID=how|paano ...] [--existing skip|replace] [--no-settings]';

interface Args {
  file: string;
  dryRun: boolean;
  mediaDir?: string;
  langs: Record<string, Lang>;
  json: boolean;
  existing: 'skip' | 'replace';
  applySettings: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Partial<Args> & { langs: Record<string, Lang> } = {
    dryRun: false,
    langs: {},
    json: false,
    existing: 'skip',
    applySettings: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--dry-run') args.dryRun = true;
    else if (a === '--json') args.json = true;
    else if (a === '--no-settings') args.applySettings = false;
    else if (a === '--existing') {
      const choice = argv[++i];
      if (choice !== 'skip' && choice !== 'replace') throw new ImportInputError(`--existing wants skip or replace. ${USAGE}`);
      args.existing = choice;
    } else if (a === '--media-dir') args.mediaDir = fromInvocationDir(argv[++i] ?? '');
    else if (a === '--lang') {
      const [key, lang] = (argv[++i] ?? '').split(/=(?=[^=]*$)/);
      if (!key || (lang !== 'how' && lang !== 'paano')) throw new ImportInputError(`--lang wants GUID=how or GUID=paano. ${USAGE}`);
      args.langs[key] = lang;
    } else if (a.startsWith('--')) throw new ImportInputError(`Unknown option ${a}. ${USAGE}`);
    else args.file = fromInvocationDir(a);
  }
  if (!args.file) throw new ImportInputError(USAGE);
  return args as Args;
}

export function printReport(report: ImportReportDto, say: (line: string) => void): void {
  for (const g of report.guides) {
    const title = [g.title_how, g.title_paano].filter(Boolean).join(' / ');
    const kind = g.paired
      ? 'bilingual'
      : `${g.lang === 'paano' ? 'Filipino' : 'English'} only${g.lang_guessed ? ' (language guessed: --lang KEY=how|paano to change)' : ''}, draft to translate`;
    say(`${g.state === 'new' ? '+' : '='} ${title} [${g.status}; ${kind}; ${g.category ?? 'no category'}] key ${g.keys.join(', ')}`);
    if (g.existing)
      say(
        `    already here as guide ${g.existing.guide_id} "${g.existing.title}" (same slug): skipped, or replaced with --existing replace`,
      );
    for (const u of g.unconverted) say(`    kept as text: ${u}`);
    for (const m of g.missing_images) say(`    image left out (not found in --media-dir, or none given): ${m}`);
  }
  for (const c of report.categories) say(`category ${c.name_how} / ${c.name_paano}: ${c.state}`);
  const why = { page: 'a page, not a post', trashed: 'in the trash', unfinished: 'never finished (auto-draft)' };
  for (const s of report.skipped) say(`skipped: ${s.title || '(untitled)'}: ${why[s.why]}`);
  const redirectWhy = {
    reserved: "one of this site's own pages",
    admin: 'an address of the admin',
    guide: "another guide's own address",
    taken: 'already redirects to another guide',
  };
  for (const r of report.skipped_redirects ?? []) say(`old address not redirected: ${r.path} (${r.title}): ${redirectWhy[r.why]}`);
  say(report.summary);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const size = (await stat(args.file).catch(() => null))?.size;
  if (size === undefined) throw new ImportInputError(`No file ${args.file}`);
  // A move archive (.tar.gz, seen by its first bytes) is read from its file as it is; it may be larger.
  const head = Buffer.alloc(2);
  const handle = await open(args.file, 'r');
  await handle.read(head, 0, 2, 0).finally(() => handle.close());
  const archive = isGzip(head);
  if (archive && size > MAX_ARCHIVE_UPLOAD_BYTES)
    throw new ImportInputError(TRANSFER_MESSAGES.archiveUploadTooLarge(MAX_ARCHIVE_UPLOAD_BYTES));
  if (!archive && size > MAX_IMPORT_BYTES) throw new ImportInputError(TRANSFER_MESSAGES.tooLarge(MAX_IMPORT_BYTES));
  const report = await withSiteDatabase(
    config,
    (line) => process.stderr.write(`${line}\n`),
    async (url) => {
      await migrate(url);
      const app = await NestFactory.createApplicationContext(TransferCliModule.register(config, url), { logger: ['warn', 'error'] });
      try {
        const input = archive ? { kind: 'archive' as const, path: args.file, cleanup: async () => undefined } : createReadStream(args.file);
        return await app.get(ImportService).run(input, {
          dryRun: args.dryRun,
          mediaDir: args.mediaDir,
          langOverrides: args.langs,
          existing: { '*': args.existing },
          applySettings: args.applySettings,
          onProgress: (done, total) => {
            if (done === total || done % 100 === 0) process.stderr.write(`${done}/${total}\n`);
          },
        });
      } finally {
        await app.close();
      }
    },
  );
  if (args.json) say(JSON.stringify(report));
  else printReport(report, say);
}

main().then(
  // Exit once everything written to a pipe has gone out.
  () => process.stdout.write('', () => process.exit(0)),
  (error: Error) => {
    const known = error instanceof ImportInputError || error instanceof ImportBusyError || error instanceof ConfigError;
    process.stderr.write(`Import failed, nothing was changed: ${known ? error.message : String(error.message ?? error)}\n`);
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);

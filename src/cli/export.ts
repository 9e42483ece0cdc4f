/**
 * npm run export -- FILE [--revisions] [--media-dir DIR]
 * Writes the whole site as a WordPress export (WXR with Polylang's terms); --media-dir copies every
 * image there, so `npm run import -- FILE --media-dir DIR` on another instance brings them back.
 * A FILE ending in .tar.gz (or .tgz) is the admin's one-download move archive instead: the WXR file,
 * every image, the settings and, with --revisions, the stored revisions (issue 34 item 6).
 */
import 'reflect-metadata';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { NestFactory } from '@nestjs/core';
import { fromInvocationDir, withSiteDatabase } from '../backup/site-database';
import { ConfigError, loadConfig } from '../config/app-config';
import { migrate } from '../database/database';
import { ExportService } from '../transfer/export.service';
import { TransferCliModule } from '../transfer/transfer-cli.module';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  let file: string | undefined;
  let mediaDir: string | undefined;
  let revisions = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--revisions') revisions = true;
    else if (argv[i] === '--media-dir') mediaDir = fromInvocationDir(argv[++i] ?? '');
    else file = fromInvocationDir(argv[i]!);
  }
  if (!file) throw new Error('Usage: npm run export -- FILE [--revisions] [--media-dir DIR]');
  const config = loadConfig();
  const target = file;
  const summary = await withSiteDatabase(
    config,
    (line) => process.stderr.write(`${line}\n`),
    async (url) => {
      await migrate(url);
      const app = await NestFactory.createApplicationContext(TransferCliModule.register(config, url), { logger: ['warn', 'error'] });
      const out = createWriteStream(target);
      try {
        if (/\.(tar\.gz|tgz)$/i.test(target)) return await app.get(ExportService).writeArchive(out, { revisions });
        const result = await app.get(ExportService).write(
          async (chunk) => {
            if (!out.write(chunk)) await once(out, 'drain');
          },
          { revisions, mediaDir },
        );
        out.end();
        await once(out, 'finish');
        return result;
      } finally {
        await app.close();
      }
    },
  );
  // Every address in the file (links, images) is on SITE_URL: say which, so a wrong one is seen before the move.
  process.stdout.write(
    `Exported ${summary.guides} guide(s) and ${summary.images} image(s) to ${target}, with addresses on ${config.siteUrl} (SITE_URL)\n`,
  );
}

main().then(
  // Exit once everything written to a pipe has gone out.
  () => process.stdout.write('', () => process.exit(0)),
  (error: Error) => {
    process.stderr.write(`Export failed: ${error.message}\n`);
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);

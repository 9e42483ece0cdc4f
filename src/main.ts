import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/app-config';
import { migrate, openDatabase, type DatabaseHandle } from './database/database';
import { createApp } from './app';
import { seedDemoDatabase } from './database/seeders/seed-demo';
import { AppLogger } from './common/app-logger';
import { AuthService } from './auth/auth.service';
import { startBanner } from './common/start-banner';

/** What the app may take to close at shutdown, so the database's own stop fits before the 9 s force exit. */
const APP_CLOSE_MS = 6_000;

function withinTime(work: Promise<void> | undefined, ms: number, message: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([work ?? Promise.resolve(), late]).finally(() => clearTimeout(timer));
}

/** Boot: config → database → migrations → app → listen; graceful shutdown on SIGTERM/SIGINT. */
async function bootstrap(): Promise<void> {
  const logger = new Logger('Boot');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  // From here on every line (boot, database, shutdown) has the app's format: JSON in production, LOG_LEVEL honoured.
  Logger.overrideLogger(new AppLogger(config));

  let db: DatabaseHandle | undefined;
  let shuttingDown = false;
  const shutdown = async (signal: string, app?: { close(): Promise<void> }) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 9_000);
    force.unref();
    let clean = true;
    try {
      // The app gets APP_CLOSE_MS to finish (open requests, the last Readers counts); whatever it does,
      // the embedded PostgreSQL is stopped after it (issue 35 item 1: it was left running).
      await withinTime(app?.close(), APP_CLOSE_MS, 'the app did not close in time');
    } catch (error) {
      clean = false;
      logger.error(`Shutdown: ${(error as Error).message}`);
    }
    try {
      await db?.stop();
    } catch (error) {
      clean = false;
      logger.error(`Shutdown: the database did not stop: ${(error as Error).message}`);
    }
    if (clean) logger.log('Stopped cleanly');
    process.exit(clean ? 0 : 1);
  };
  let appRef: { close(): Promise<void> } | undefined;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal, appRef));

  try {
    db = await openDatabase(config);
    // The migration lock is a session's: never through a pooler in transaction mode.
    const applied = await migrate(config.databaseDirectUrl ?? db.url);
    if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`);
    // The seeder logs what it loaded; SEED_DEMO=false starts with an empty site.
    if (config.seedDemo) await seedDemoDatabase(db.url, logger);
    const app = await createApp(config, db.url);
    appRef = app;
    await app.listen(config.port, config.host);
    // A loopback or every-address listener is reached as localhost from this machine (SITE_URL's default).
    const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
    const banner = startBanner({
      address: `http://${shownHost}:${config.port}`,
      siteUrl: config.siteUrl,
      signIn: app.get(AuthService).firstSignIn(),
    });
    // Last, after every other boot line: one log record each in production (JSON), a plain block otherwise.
    if (config.production || config.logLevel === 'silent') for (const line of banner.slice(1, -1)) logger.log(line.trim());
    else process.stdout.write(`\n${banner.join('\n')}\n\n`);
  } catch (error) {
    const message = (error as Error).message;
    // An external database that cannot be reached or refuses us: say which setting to look at.
    const unreachable =
      db && !db.embedded && /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|timeout|authentication|does not exist/i.test(message);
    logger.error(`Could not start: ${message}${unreachable ? ' (check DATABASE_URL)' : ''}`);
    await db?.stop().catch(() => undefined);
    process.exit(1);
  }
}

void bootstrap();

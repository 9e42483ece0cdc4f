import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { LEVEL_NAMES, logRecord } from './log-record';

const ORDER: LogLevel[] = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'];

/**
 * Nest's own boot lines (modules initialised, every route mapped: ~75 lines): debug, so at the
 * default level the boot log is the app's few lines and the start banner (issue 29 item 5).
 */
const FRAMEWORK_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * Nest's logger at the configured level (LOG_LEVEL): in production one JSON line per message in the
 * shape of src/common/log-record.ts (the request lines share it), readable lines in development.
 */
export class AppLogger extends ConsoleLogger {
  constructor(config: Pick<AppConfig, 'logLevel' | 'production'>) {
    const levels: LogLevel[] = config.logLevel === 'silent' ? [] : ORDER.slice(ORDER.indexOf(config.logLevel as LogLevel));
    super({ logLevels: levels, json: config.production, colors: !config.production && process.stdout.isTTY });
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest.length ? rest[rest.length - 1] : this.context;
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) this.debug(message, ...rest);
    else super.log(message, ...rest);
  }

  protected override printAsJson(
    message: unknown,
    options: { context: string; logLevel: LogLevel; writeStreamType?: 'stdout' | 'stderr'; errorStack?: unknown },
  ): void {
    const extra = options.errorStack ? { stack: String(options.errorStack) } : {};
    const record = logRecord(LEVEL_NAMES[options.logLevel] ?? 'info', options.context || 'App', message, extra);
    process[options.writeStreamType ?? 'stdout'].write(`${JSON.stringify(record)}\n`);
  }
}

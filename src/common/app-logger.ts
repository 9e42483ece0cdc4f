import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

const ORDER: LogLevel[] = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'];

/** Nest's logger at the configured level: JSON lines in production, readable lines in development. */
export class AppLogger extends ConsoleLogger {
  constructor(config: Pick<AppConfig, 'logLevel' | 'production'>) {
    const levels: LogLevel[] =
      config.logLevel === 'silent' ? [] : ORDER.slice(ORDER.indexOf(config.logLevel as LogLevel));
    super({ logLevels: levels, json: config.production, colors: !config.production && process.stdout.isTTY });
  }
}

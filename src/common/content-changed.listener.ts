import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { CONTENT_CHANGED_CHANNEL, ContentChanged } from './content-changed';
import { decodeNotice, EVERYTHING } from './cache-rules';
import { DatabaseCircuit } from './database-circuit';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

// Short: until it listens again a replica renders every page (ContentChanged.deaf) instead of
// answering from its cache; an attempt on a stopped database is one refused connection.
const RETRY_MS = [250, 500, 1_000, 2_000];

/**
 * Keeps one dedicated connection (DATABASE_DIRECT_URL when set) LISTENing on the content-changed channel, so a write on any replica
 * clears the caches of every replica. Reconnects with backoff after an outage, and clears the local
 * caches on reconnect, since notifications sent while it was away are lost.
 */
@Injectable()
export class ContentChangedListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ContentChangedListener.name);
  private client?: Client;
  private stopped = false;
  private attempt = 0;
  private timer?: NodeJS.Timeout;
  private heard!: () => void;
  /** Resolves once this replica first LISTENs (tests wait for it instead of writing until a notice arrives). */
  readonly listening = new Promise<void>((resolve) => (this.heard = resolve));

  constructor(
    private readonly orm: MikroORM,
    private readonly contentChanged: ContentChanged,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly circuit: DatabaseCircuit,
  ) {}

  onApplicationBootstrap(): void {
    void this.connect(false);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(isReconnect: boolean): Promise<void> {
    if (this.stopped) return;
    // LISTEN needs a session: DATABASE_DIRECT_URL when DATABASE_URL is a pooler in transaction mode.
    const url = this.config.databaseDirectUrl ?? this.orm.config.get('clientUrl');
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 3_000, keepAlive: true });
    client.on('error', () => this.retry(client));
    client.on('end', () => this.retry(client));
    client.on('notification', (message) => {
      if (message.channel !== CONTENT_CHANGED_CHANNEL) return;
      const notice = decodeNotice(message.payload ?? '');
      if (notice.from !== this.contentChanged.instanceId) this.contentChanged.emitLocal(notice.change);
    });
    this.client = client;
    try {
      await client.connect();
      await client.query(`listen ${CONTENT_CHANGED_CHANNEL}`);
      if (isReconnect) {
        this.logger.log('Listening for content changes again');
        // The database answered: pages need not wait for the circuit's own probe.
        this.circuit.answered();
        // Notices sent while away are lost: everything may have changed.
        this.contentChanged.emitLocal(EVERYTHING);
      }
      // Only now, after the caches dropped what they kept: a page kept before is trusted again.
      this.contentChanged.deaf = false;
      this.attempt = 0;
      this.heard();
    } catch {
      this.retry(client);
    }
  }

  private retry(client: Client): void {
    if (this.stopped || client !== this.client) return;
    this.client = undefined;
    this.contentChanged.deaf = true;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    const delay = RETRY_MS[Math.min(this.attempt++, RETRY_MS.length - 1)];
    this.timer = setTimeout(() => void this.connect(true), delay);
    this.timer.unref();
  }
}

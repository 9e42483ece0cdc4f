import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ImportJobDto, ImportReportDto, Lang } from '../../client/src/api/types';
import { ImportService, type ImportOptions, type PreparedImport } from './import.service';
import { TRANSFER_MESSAGES } from './transfer.messages';
import { dropJob, findJob, reserveJob, updateJob } from './transfer.repository';
import { ImportBusyError, ImportInputError, MAX_IMPORT_BYTES } from './xml-reader';
import { ImportTooLargeError, MAX_ARCHIVE_UPLOAD_BYTES, readInput, type ImportInput } from './move-archive';

/**
 * The admin's import (issue 28): a dry run answers at once; a real import runs as a job whose
 * progress is a row (import_job), so whichever replica the screen's next poll reaches can answer it.
 * One job at a time (issue 35 item 4): a second start answers 409 in words; the file is read once,
 * in a worker thread, and what the check planned is what is written.
 */
@Injectable()
export class ImportJobsService {
  private readonly logger = new Logger(ImportJobsService.name);
  /** The jobs this replica is writing (tests and shutdown wait for them). */
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    private readonly importer: ImportService,
  ) {}

  async dryRun(body: Readable, langs: Record<string, Lang>, choices: JobChoices = {}): Promise<ImportReportDto> {
    const file = await readBody(body);
    try {
      return await this.importer.run(file, { dryRun: true, langOverrides: langs, ...choices });
    } catch (error) {
      throw asHttpError(error);
    }
  }

  /** Reads the whole file (bounded), takes the one job slot, checks and plans it, then writes it in the background. */
  async start(body: Readable, langs: Record<string, Lang>, choices: JobChoices = {}): Promise<ImportJobDto> {
    const file = await readBody(body);
    const id = await reserveJob(this.em.fork(), TRANSFER_MESSAGES.failed(TRANSFER_MESSAGES.died)).catch(async (error: unknown) => {
      if (file.kind === 'archive') await file.cleanup();
      throw error;
    });
    if (id === null) {
      if (file.kind === 'archive') await file.cleanup();
      throw new ConflictException({ detail: TRANSFER_MESSAGES.busy });
    }
    let prepared: PreparedImport;
    try {
      prepared = await this.importer.prepare(file, { dryRun: false, langOverrides: langs, ...choices });
    } catch (error) {
      await dropJob(this.em.fork(), id).catch(() => undefined);
      throw asHttpError(error);
    }
    const running = this.runJob(id, prepared, langs, choices)
      // A move archive's unpacked files go once the job has written (or failed).
      .finally(() => this.importer.release(prepared))
      .finally(() => this.writing.delete(running));
    this.writing.add(running);
    return this.job(id);
  }

  private async runJob(id: number, prepared: PreparedImport, langs: Record<string, Lang>, choices: JobChoices): Promise<void> {
    try {
      const report = await this.importer.write(prepared, {
        dryRun: false,
        langOverrides: langs,
        ...choices,
        onProgress: (done, total) => updateJob(this.em.fork(), id, { done, total }),
      });
      await updateJob(this.em.fork(), id, { state: 'done', report, done: report.created, total: report.created });
    } catch (error) {
      // The admin reads words; the log gets the kind of failure, never a statement or its data.
      this.logger.warn(`Import ${id} failed: ${failureKind(error)}`);
      await updateJob(this.em.fork(), id, { state: 'failed', error: TRANSFER_MESSAGES.failed(inWords(error)) }).catch(() => undefined);
    }
  }

  /** Resolves when every job this replica started has finished. */
  async settled(): Promise<void> {
    await Promise.all([...this.writing]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }

  async job(id: number): Promise<ImportJobDto> {
    const row = await findJob(this.em.fork(), id);
    if (!row) throw new NotFoundException({ detail: TRANSFER_MESSAGES.jobNotFound });
    return {
      id: row.id,
      state: row.state,
      total: row.total,
      done: row.done,
      report: (row.report as ImportReportDto) ?? null,
      error: row.error,
    };
  }
}

/** The owner's choices besides the languages: what to do with guides already here, and whether to save an archive's settings. */
export type JobChoices = Pick<ImportOptions, 'existing' | 'applySettings'>;

async function readBody(body: Readable & { headers?: Record<string, unknown> }): Promise<ImportInput> {
  // A declared size over the limit is refused before a byte is read (a move archive, sent as gzip, may be larger).
  const archive = /gzip|tar/i.test(String(body.headers?.['content-type'] ?? ''));
  const max = archive ? MAX_ARCHIVE_UPLOAD_BYTES : MAX_IMPORT_BYTES;
  if (Number(body.headers?.['content-length'] ?? 0) > max) {
    throw new PayloadTooLargeException({
      detail: archive ? TRANSFER_MESSAGES.archiveUploadTooLarge(max) : TRANSFER_MESSAGES.tooLarge(max),
    });
  }
  let input: ImportInput;
  try {
    input = await readInput(body);
  } catch (error) {
    throw asHttpError(error);
  }
  if (input.kind === 'file' && !input.body.length) throw new BadRequestException({ detail: TRANSFER_MESSAGES.noFile });
  return input;
}

function asHttpError(error: unknown): unknown {
  if (error instanceof ImportTooLargeError) return new PayloadTooLargeException({ detail: error.message });
  if (error instanceof ImportInputError) return new BadRequestException({ detail: error.message });
  if (error instanceof ImportBusyError) return new ConflictException({ detail: error.message });
  return error;
}

/** What the admin reads of a failure: our own refusals as written, anything else by its kind. */
function inWords(error: unknown): string {
  if (error instanceof ImportInputError || error instanceof ImportBusyError) return error.message;
  return isDatabaseError(error) ? TRANSFER_MESSAGES.databaseRefused : TRANSFER_MESSAGES.unexpected;
}

function isDatabaseError(error: unknown): boolean {
  const e = error as { sqlState?: unknown; code?: unknown; name?: unknown };
  return (
    typeof e?.sqlState === 'string' || (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) || /Exception$/.test(String(e?.name))
  );
}

/** For the log: the error's class and PostgreSQL code, no text (MikroORM's messages carry the statement). */
function failureKind(error: unknown): string {
  const e = error as { name?: unknown; code?: unknown; sqlState?: unknown };
  if (error instanceof ImportInputError || error instanceof ImportBusyError) return error.message;
  const code = typeof e?.sqlState === 'string' ? e.sqlState : typeof e?.code === 'string' ? e.code : '';
  return `${String(e?.name ?? 'Error')}${code ? ` (code ${code})` : ''}`;
}

import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ImportJobDto, ImportReportDto, Lang } from '../../client/src/api/types';
import { ImportService } from './import.service';
import { TRANSFER_MESSAGES } from './transfer.messages';
import { createJob, findJob, runningJobs, updateJob } from './transfer.repository';
import { ImportInputError, MAX_IMPORT_BYTES } from './xml-reader';

/**
 * The admin's import (issue 28): a dry run answers at once; a real import runs as a job whose
 * progress is a row (import_job), so whichever replica the screen's next poll reaches can answer it.
 */
@Injectable()
export class ImportJobsService {
  private readonly logger = new Logger(ImportJobsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly importer: ImportService,
  ) {}

  async dryRun(body: Readable, langs: Record<string, Lang>): Promise<ImportReportDto> {
    const file = await readBody(body);
    try {
      return await this.importer.run([file], { dryRun: true, langOverrides: langs });
    } catch (error) {
      throw asHttpError(error);
    }
  }

  /** Reads the whole file (bounded), checks it by a dry run, then imports it in the background. */
  async start(body: Readable, langs: Record<string, Lang>): Promise<ImportJobDto> {
    const file = await readBody(body);
    if ((await runningJobs(this.em.fork())) > 0) throw new ConflictException({ detail: TRANSFER_MESSAGES.busy });
    try {
      await this.importer.run([file], { dryRun: true, langOverrides: langs });
    } catch (error) {
      throw asHttpError(error);
    }
    const id = await createJob(this.em.fork());
    void this.runJob(id, file, langs);
    return (await this.job(id))!;
  }

  private async runJob(id: number, file: Buffer, langs: Record<string, Lang>): Promise<void> {
    try {
      const report = await this.importer.run([file], {
        dryRun: false,
        langOverrides: langs,
        onProgress: (done, total) => updateJob(this.em.fork(), id, { done, total }),
      });
      await updateJob(this.em.fork(), id, { state: 'done', report, done: report.created, total: report.created });
    } catch (error) {
      this.logger.warn(`Import ${id} failed: ${(error as Error).message}`);
      await updateJob(this.em.fork(), id, { state: 'failed', error: TRANSFER_MESSAGES.failed((error as Error).message) }).catch(
        () => undefined,
      );
    }
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

async function readBody(body: Readable & { headers?: Record<string, unknown> }): Promise<Buffer> {
  // A declared size over the limit is refused before a byte is read.
  if (Number(body.headers?.['content-length'] ?? 0) > MAX_IMPORT_BYTES) {
    throw new PayloadTooLargeException({ detail: TRANSFER_MESSAGES.tooLarge(MAX_IMPORT_BYTES) });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > MAX_IMPORT_BYTES) throw new PayloadTooLargeException({ detail: TRANSFER_MESSAGES.tooLarge(MAX_IMPORT_BYTES) });
    chunks.push(buffer);
  }
  if (!size) throw new BadRequestException({ detail: TRANSFER_MESSAGES.noFile });
  return Buffer.concat(chunks);
}

function asHttpError(error: unknown): unknown {
  if (error instanceof ImportInputError) return new BadRequestException({ detail: error.message });
  return error;
}

import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Lang } from '../../client/src/api/types';
import type { ImportPlan } from './import-plan';
import { TRANSFER_MESSAGES } from './transfer.messages';
import { ImportInputError, type XmlKind } from './xml-reader';

/** The heap a worker reading one file may use: a 100 MB file of posts needs about a third of it. */
export const IMPORT_WORKER_HEAP_MB = 1024;

export interface ReadPlan {
  kind: XmlKind;
  plan: ImportPlan;
  /** Blogger's comment entries (not kept; counted in the report). */
  comments: number;
}

type WorkerAnswer = ({ ok: true } & ReadPlan) | { ok: false; input: boolean; message: string };

/**
 * Dates of the receiving side's own kind: a structured clone's Date belongs to the thread's main
 * realm, which under the test runner is not the realm the ORM checks `instanceof Date` against.
 * The plan is plain data (arrays, objects, strings, numbers, dates).
 */
function ownDates<T>(value: T): T {
  if (!value || typeof value !== 'object') return value;
  if (Object.prototype.toString.call(value) === '[object Date]') return new Date((value as unknown as Date).getTime()) as T;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const v = record[key];
    if (v && typeof v === 'object') record[key] = ownDates(v);
  }
  return value;
}

/**
 * Reads an export file and plans its import in a worker thread (issue 35 item 4): the parse and the
 * HTML conversion, whatever the file holds, never hold up the thread that answers requests, and a
 * file that needs more than IMPORT_WORKER_HEAP_MB is refused instead of growing the server's heap.
 * One read per run: the plan is what both the dry run's report and the writing use.
 */
export function readAndPlan(file: Buffer, ownSite: string, langOverrides: Record<string, Lang> = {}): Promise<ReadPlan> {
  // Under the tests (TypeScript sources) the worker compiles its modules as the test runner does.
  const ts = extname(__filename) === '.ts';
  const entry = join(__dirname, `read-plan.worker${ts ? '.ts' : '.js'}`);
  const worker = new Worker(ts ? `require('@swc-node/register'); require(${JSON.stringify(entry)});` : entry, {
    eval: ts,
    workerData: { file, langOverrides, ownSite },
    resourceLimits: { maxOldGenerationSizeMb: IMPORT_WORKER_HEAP_MB },
    stdout: false,
    stderr: false,
  });
  return new Promise<ReadPlan>((resolve, reject) => {
    let answered = false;
    worker.once('message', (answer: WorkerAnswer) => {
      answered = true;
      if (answer.ok) resolve({ kind: answer.kind, plan: ownDates(answer.plan), comments: answer.comments });
      else reject(answer.input ? new ImportInputError(answer.message) : new Error(answer.message));
      void worker.terminate();
    });
    worker.once('error', (error: Error & { code?: string }) => {
      answered = true;
      reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ImportInputError(TRANSFER_MESSAGES.tooMuchMemory(IMPORT_WORKER_HEAP_MB)) : error,
      );
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The import's reader stopped (exit code ${code}).`));
    });
  });
}

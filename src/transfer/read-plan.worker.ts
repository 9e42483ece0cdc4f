/**
 * The worker thread of read-plan.ts: reads the file (source-site.ts over xml-reader.ts) and plans
 * the import (import-plan.ts), away from the thread that answers requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Lang } from '../../client/src/api/types';
import { planImport } from './import-plan';
import { qualifyKeys, readSourceSite } from './source-site';
import { ImportInputError } from './xml-reader';

interface Input {
  file: Uint8Array;
  langOverrides: Record<string, Lang>;
  /** This site's address: guids of other sites are keyed with their origin (source-site.qualifyKeys). */
  ownSite: string;
}

async function main(): Promise<void> {
  const { file, langOverrides, ownSite } = workerData as Input;
  try {
    const site = await readSourceSite([Buffer.from(file.buffer, file.byteOffset, file.byteLength)]);
    qualifyKeys(site, ownSite);
    const plan = planImport(site, langOverrides);
    parentPort!.postMessage({ ok: true, kind: site.kind, plan, comments: site.comments });
  } catch (error) {
    parentPort!.postMessage({ ok: false, input: error instanceof ImportInputError, message: (error as Error).message });
  }
}

void main();

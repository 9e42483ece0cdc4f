import { isMediaFileName } from './media-names';
import type { MediaStore } from './media-store';

export interface CopySummary {
  /** Objects written to the target by this run. */
  copied: number;
  /** Already in the target with the same size (a previous run's): not sent again. */
  present: number;
  /** Bytes written by this run. */
  bytes: number;
  /** True when the run stopped early (signal): run it again to finish. */
  interrupted: boolean;
}

export interface CopyOptions {
  /** Stops between objects (the ones being sent finish first); a later run goes on from there. */
  signal?: AbortSignal;
  /** Objects sent at once (default 8). */
  concurrency?: number;
  onCopied?: (name: string, done: CopySummary) => void;
}

/**
 * Copies every rendition (server-made names only) from one store to another, resumably: what the
 * target already holds under the same name and size is skipped, since a name is never reused for
 * other bytes, and every object is written whole (a folder's temporary file renamed, or one PutObject),
 * so an interrupted run leaves nothing half written. Used by `npm run media:to-s3` and by backup and
 * restore in bucket mode. Nothing is deleted from either store.
 */
export async function copyMedia(from: MediaStore, to: MediaStore, options: CopyOptions = {}): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, present: 0, bytes: 0, interrupted: false };
  const there = new Map<string, number>();
  for await (const page of to.list()) for (const object of page) there.set(object.name, object.size);
  const concurrency = options.concurrency ?? 8;
  for await (const page of from.list()) {
    const todo = page.filter((object) => isMediaFileName(object.name));
    const worker = async () => {
      for (let object = todo.shift(); object; object = todo.shift()) {
        if (options.signal?.aborted) return;
        if (there.get(object.name) === object.size) {
          summary.present++;
          continue;
        }
        const data = await from.read(object.name);
        if (!data) continue; // deleted meanwhile
        await to.put(object.name, data);
        summary.copied++;
        summary.bytes += data.length;
        options.onCopied?.(object.name, summary);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (options.signal?.aborted) {
      summary.interrupted = true;
      break;
    }
  }
  return summary;
}

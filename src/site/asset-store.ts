import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

const brotliAsync = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);
const gzipAsync = promisify<Buffer, { level: number }, Buffer>(gzip);

function brotliOptions(size: number): BrotliOptions {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}

export interface StoredAsset {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * The build's hashed files in memory with their compressed copies, made on first request. The
 * names are checked by the caller (flat names only); a build holds a handful of files.
 */
export class AssetStore {
  private readonly files = new Map<string, StoredAsset>();

  get(dir: string, name: string): StoredAsset | null {
    const key = join(dir, name);
    let asset = this.files.get(key);
    if (!asset) {
      // Only files that exist are kept, so probing names cannot grow the map.
      asset = this.load(key) ?? undefined;
      if (asset) this.files.set(key, asset);
    }
    return asset ?? null;
  }

  /** Prepares a file off the event loop (zlib's thread pool), e.g. the entry's files at boot. */
  async warm(dir: string, name: string): Promise<void> {
    const key = join(dir, name);
    if (this.files.has(key) || !existsSync(key)) return;
    const raw = await readFile(key);
    const [gz, br] = await Promise.all([gzipAsync(raw, { level: 9 }), brotliAsync(raw, brotliOptions(raw.length))]);
    if (!this.files.has(key)) this.files.set(key, { raw, gzip: gz, br });
  }

  private load(file: string): StoredAsset | null {
    if (!existsSync(file) || !statSync(file).isFile()) return null;
    const raw = readFileSync(file);
    return { raw, gzip: gzipSync(raw, { level: 9 }), br: brotliCompressSync(raw, brotliOptions(raw.length)) };
  }
}

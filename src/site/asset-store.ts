import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

  private load(file: string): StoredAsset | null {
    if (!existsSync(file) || !statSync(file).isFile()) return null;
    const raw = readFileSync(file);
    return {
      raw,
      gzip: gzipSync(raw, { level: 9 }),
      br: brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
    };
  }
}

import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { TRANSFER_MESSAGES } from './transfer.messages';
import { ImportInputError } from './xml-reader';

/**
 * Where an image of the file is in --media-dir (a copy of wp-content/uploads, or a folder of the
 * export's images): the part of its address after /wp-content/uploads/, else its file name. A path
 * that leads outside the folder is refused (the whole import stops); a file that is not there is
 * reported as missing.
 */
export function mediaRelativePath(src: string): string {
  let path: string;
  try {
    path = decodeURIComponent(new URL(src, 'http://old.invalid/').pathname);
  } catch {
    path = src;
  }
  const marker = path.indexOf('/wp-content/uploads/');
  if (marker >= 0) return path.slice(marker + '/wp-content/uploads/'.length);
  // A relative src (not an address) is taken as written, so a "../" in it is seen.
  if (!/^[a-z][a-z0-9+.-]*:|^\//i.test(src)) return decodeSafe(src.split(/[?#]/)[0]!);
  return path.split('/').pop() ?? '';
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function resolveInMediaDir(mediaDir: string, src: string): string {
  const root = resolve(mediaDir);
  const rel = mediaRelativePath(src);
  const full = resolve(root, rel);
  const inside = relative(root, full);
  if (!rel || isAbsolute(rel) || inside.startsWith('..') || isAbsolute(inside) || inside.split(sep).includes('..')) {
    throw new ImportInputError(TRANSFER_MESSAGES.outsideMediaDir(src));
  }
  return full;
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return !!rel && !rel.startsWith('..') && !isAbsolute(rel);
}

/**
 * The file for an image, or null when it is not in the folder (also tried without WordPress's
 * -300x200 size suffix). Read by its real path: a symbolic link (file or folder) that leads out
 * of the folder is refused like a "../" (the whole import stops).
 */
export async function findMediaFile(mediaDir: string, src: string): Promise<string | null> {
  const full = resolveInMediaDir(mediaDir, src);
  const root = await realpath(resolve(mediaDir)).catch(() => resolve(mediaDir));
  for (const candidate of [full, full.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1')]) {
    const real = await realpath(candidate).catch(() => null);
    if (!real) continue;
    if (!inside(root, real)) throw new ImportInputError(TRANSFER_MESSAGES.outsideMediaDir(src));
    const found = await stat(real).catch(() => null);
    if (found?.isFile()) return real;
  }
  return null;
}

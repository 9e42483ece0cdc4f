import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import type { ImportReportDto } from '../../client/src/api/types';
import type { PreparedUploads } from '../content/content.service';
import type { ImageStoreService, PreparedImage } from '../media/image-store.service';
import { isMediaFileName, mediaFileNames, parseImageId } from '../media/media-names';
import type { MediaStore } from '../media/media-store';
import { REVIEWER_PHOTO_WIDTH } from '../reviewers/guide-review';
import type { ImageRef } from './html-inline';
import type { ImportPlan, PlannedGuide } from './import-plan';
import { findMediaFile, resolveInMediaDir } from './media-source';

/**
 * The import's images (import.service.ts): found in the media folder and opened by the dry run,
 * then prepared through the editor's checks and renditions (or kept as they are: a move archive's).
 */

export interface ImageFiles {
  /** src → file in the media folder (null: not there, or not an image). */
  found: Map<string, string | null>;
  /** src → why the file is not an image we can read (opened in the dry run already). */
  refused: Map<string, string>;
}

/** What writes an image: the editor's checks and renditions, and the media store (an archive's renditions as they are). */
export interface ImageWriters {
  images: ImageStoreService;
  store: MediaStore;
}

/** Where every image of the plan is (checks every path first: one leading outside the folder stops the import). */
export async function findImages(plan: ImportPlan, mediaDir: string | undefined): Promise<ImageFiles> {
  const found = new Map<string, string | null>();
  const refused = new Map<string, string>();
  for (const guide of plan.guides) {
    for (const ref of imagesOf(guide)) {
      if (found.has(ref.src)) continue;
      if (!mediaDir) {
        found.set(ref.src, null);
        continue;
      }
      resolveInMediaDir(mediaDir, ref.src);
      const file = await findMediaFile(mediaDir, ref.src);
      // Opened now (its header, not its pixels), so a bad file is refused by the dry run, not halfway through the import.
      const why = file ? await unreadableImage(file) : null;
      if (why) refused.set(ref.src, why);
      found.set(ref.src, why ? null : file);
    }
  }
  return { found, refused };
}

/** Images through the editor's checks and renditions; a refused or missing one is reported and left out. */
export async function prepareImages(
  writers: ImageWriters,
  guide: PlannedGuide,
  files: ImageFiles,
  report: ImportReportDto,
): Promise<PreparedUploads> {
  const out: PreparedUploads = { sections: new Map(), steps: new Map(), all: [] };
  const entry = report.guides.find((g) => g.keys[0] === guide.keys[0]);
  const prepare = async (ref: ImageRef, maxWidth?: number): Promise<PreparedImage | undefined> => {
    const file = files.found.get(ref.src);
    if (!file) return undefined;
    try {
      const kept = await storedAsIs(writers.store, file);
      if (kept) {
        out.all.push(kept);
        return kept;
      }
      const buffer = await readFile(file);
      const image = await writers.images.prepare({ fieldname: 'import', buffer, size: buffer.length }, maxWidth);
      out.all.push(image);
      return image;
    } catch (error) {
      entry?.unconverted.push(`image refused (${(error as Error).message}): ${ref.src}`);
      return undefined;
    }
  };
  if (guide.headerImage) out.header = await prepare(guide.headerImage);
  for (const [index, section] of guide.sections.entries()) {
    if (!section.image) continue;
    const image = await prepare(section.image);
    if (image) out.sections.set(index, image);
  }
  // A step image used twice (or also a section's) is prepared once.
  const byId = new Map<string, PreparedImage | undefined>();
  for (const [index, section] of guide.sections.entries()) {
    for (const [k, step] of section.steps.entries()) {
      if (!step.image) continue;
      if (!byId.has(step.image.src)) byId.set(step.image.src, await prepare(step.image));
      const image = byId.get(step.image.src);
      if (image) out.steps!.set(`${index}_${k}`, image);
    }
  }
  if (guide.reviewer?.photo) out.reviewer = await prepare({ src: guide.reviewer.photo, alt: guide.reviewer.name }, REVIEWER_PHOTO_WIDTH);
  return out;
}

/**
 * An image of a move archive (a rendition named as this site names them, with every other
 * rendition of its id beside it) keeps its id and bytes: each rendition is opened (WebP, the width
 * its name says) and stored as it is, so the new site serves the very same files. Already here
 * (the same id): used as it is, nothing written. Anything else: null (re-encoded as an upload).
 */
export async function storedAsIs(store: MediaStore, file: string): Promise<PreparedImage | null> {
  const name = basename(file);
  if (!isMediaFileName(name)) return null;
  const id = name.replace(/-\d+\.webp$/, '');
  const dims = parseImageId(id);
  if (!dims) return null;
  const names = mediaFileNames(id);
  const here = await store.read(names[names.length - 1]!).catch(() => null);
  if (here) return { id, files: [] };
  const dir = file.slice(0, file.length - name.length);
  const out: PreparedImage = { id, files: [] };
  for (const rendition of names) {
    const data = await readFile(join(dir, rendition)).catch(() => null);
    if (!data) return null;
    const meta = await sharp(data).metadata();
    const width = Number(/-(\d+)\.webp$/.exec(rendition)![1]);
    if (meta.format !== 'webp' || meta.width !== width) throw new Error(`not the WebP rendition its name says (${rendition})`);
    out.files.push({ name: rendition, data });
  }
  return out;
}

/** Why a file is not an image the site takes (null: it is one). Reads its header only. */
export async function unreadableImage(file: string): Promise<string | null> {
  try {
    const meta = await sharp(file).metadata();
    return meta.width && meta.height ? null : 'no picture in the file';
  } catch (error) {
    return (error as Error).message.split('\n')[0]!.slice(0, 120);
  }
}

export function imagesOf(guide: PlannedGuide): ImageRef[] {
  const photo = guide.reviewer?.photo ? { src: guide.reviewer.photo, alt: guide.reviewer.name } : undefined;
  const refs = [guide.headerImage, ...guide.sections.flatMap((s) => [s.image, ...s.steps.map((step) => step.image)]), photo];
  // A picture used twice (a step's and the section's) is one image.
  const seen = new Set<string>();
  return refs.filter((r): r is ImageRef => !!r?.src && !seen.has(r.src) && !!seen.add(r.src));
}

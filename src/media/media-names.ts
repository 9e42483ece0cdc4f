import { randomBytes } from 'node:crypto';
import type { ImageDto } from '../../client/src/api/types';
import { RENDITION_WIDTHS, renditionWidths } from '../../client/src/shared/media-renditions';

export { RENDITION_WIDTHS, renditionWidths };
/** The rendition named in ImageDto.image: the largest one at most this wide. */
export const DEFAULT_RENDITION_WIDTH = 960;
export const MEDIA_URL_PREFIX = '/media/';

/**
 * Where pages and the admin load renditions from: /media/ (served by the app from the store), or
 * S3_PUBLIC_URL's CDN or bucket address. Set once at boot from the configuration (createMediaStore).
 */
let urlPrefix = MEDIA_URL_PREFIX;

/** `prefix` ends with "/"; undefined: back to /media/. */
export function setMediaUrlPrefix(prefix: string | undefined): void {
  urlPrefix = prefix ?? MEDIA_URL_PREFIX;
}

/**
 * An image id is made by the server: 32 random hex digits plus the source dimensions after EXIF
 * rotation ("<hex>-<W>x<H>"), so ImageDto (width, height, srcset) is derived from the id alone,
 * without a database column or a look at the disk.
 */
const IMAGE_ID = /^([a-f0-9]{32})-([1-9]\d{0,4})x([1-9]\d{0,4})$/;
/** The only file names /media serves: "<id>-<width>.webp". */
const FILE_NAME = /^([a-f0-9]{32}-[1-9]\d{0,4}x[1-9]\d{0,4})-([1-9]\d{0,4})\.webp$/;

export function newImageId(width: number, height: number): string {
  return `${randomBytes(16).toString('hex')}-${width}x${height}`;
}

export function parseImageId(id: string): { width: number; height: number } | null {
  const match = IMAGE_ID.exec(id);
  return match ? { width: Number(match[2]), height: Number(match[3]) } : null;
}

export function isImageId(id: unknown): id is string {
  return typeof id === 'string' && IMAGE_ID.test(id);
}

export function mediaFileName(id: string, width: number): string {
  return `${id}-${width}.webp`;
}

/** Every file stored for an image id. */
export function mediaFileNames(id: string): string[] {
  const dims = parseImageId(id);
  return dims ? renditionWidths(dims.width).map((w) => mediaFileName(id, w)) : [];
}

/** True only for names the server itself makes (anything else, traversal included, is a 404). */
export function isMediaFileName(name: string): boolean {
  const match = FILE_NAME.exec(name);
  if (!match) return false;
  const dims = parseImageId(match[1]);
  return !!dims && renditionWidths(dims.width).includes(Number(match[2]));
}

/** URL path of the default rendition (largest at most 960 wide), or null for no/unknown image. */
export function mediaUrl(id: string | null | undefined): string | null {
  const dims = id ? parseImageId(id) : null;
  if (!id || !dims) return null;
  return urlPrefix + mediaFileName(id, defaultWidth(dims.width));
}

function defaultWidth(sourceWidth: number): number {
  const widths = renditionWidths(sourceWidth);
  return [...widths].reverse().find((w) => w <= DEFAULT_RENDITION_WIDTH) ?? widths[0];
}

export function imageDto(id: string | null | undefined): ImageDto | null {
  const dims = id ? parseImageId(id) : null;
  if (!id || !dims) return null;
  const width = defaultWidth(dims.width);
  return {
    image: urlPrefix + mediaFileName(id, width),
    width,
    height: Math.max(1, Math.round((dims.height * width) / dims.width)),
    srcset: renditionWidths(dims.width)
      .map((w) => `${urlPrefix}${mediaFileName(id, w)} ${w}w`)
      .join(', '),
  };
}

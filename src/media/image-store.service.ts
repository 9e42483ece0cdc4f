import { Inject, Injectable, Logger, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import sharp, { type Metadata } from 'sharp';
import { MEDIA_STORE, type MediaStore } from './media-store';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MEDIA_MESSAGES } from './media.messages';
import { isMediaFileName, mediaFileName, mediaFileNames, newImageId, RENDITION_WIDTHS, renditionWidths } from './media-names';

/** Objects sent to a bucket at once by one save. */
const S3_WRITE_CONCURRENCY = 8;

/** WebP cannot be taller or wider than this. */
const WEBP_MAX_DIMENSION = 16383;

/** An upload as multer's memory storage hands it over. */
export interface UploadedImage {
  fieldname: string;
  buffer: Buffer;
  size: number;
}

/** An upload checked and re-encoded in memory, not yet stored. */
export interface PreparedImage {
  id: string;
  files: { name: string; data: Buffer }[];
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Checks uploads by their bytes, re-encodes them (which drops EXIF/GPS and any smuggled payload)
 * and keeps the renditions in the media store (UPLOAD_DIR or the bucket) with server-made names.
 */
@Injectable()
export class ImageStoreService {
  private readonly logger = new Logger(ImageStoreService.name);

  constructor(@Inject(MEDIA_STORE) readonly store: MediaStore) {}

  /**
   * Validates one upload and makes its WebP renditions in memory. Throws 413/415 with SPEC-style {detail}.
   * `maxWidth`: the widest rendition kept, for an image only ever shown small (a reviewer's photo).
   */
  async prepare(upload: UploadedImage, maxWidth: number = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]): Promise<PreparedImage> {
    if (upload.size > MAX_IMAGE_BYTES || upload.buffer.length > MAX_IMAGE_BYTES) {
      throw new PayloadTooLargeException({ detail: MEDIA_MESSAGES.tooLarge });
    }
    let meta: Metadata;
    try {
      // Reads the header only: the type is decided here, by the bytes, before anything is decoded.
      meta = await sharp(upload.buffer, { limitInputPixels: false }).metadata();
    } catch {
      throw new UnsupportedMediaTypeException({ detail: MEDIA_MESSAGES.badType });
    }
    const isAvif = meta.format === 'heif' && meta.compression === 'av1';
    if (!(meta.format && ACCEPTED_FORMATS.has(meta.format)) && !isAvif) {
      throw new UnsupportedMediaTypeException({ detail: MEDIA_MESSAGES.badType });
    }
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (!width || !height) throw new UnsupportedMediaTypeException({ detail: MEDIA_MESSAGES.badType });
    if (width * height > MAX_IMAGE_PIXELS) {
      throw new UnsupportedMediaTypeException({ detail: MEDIA_MESSAGES.tooManyPixels });
    }
    // EXIF orientations 5-8 swap the axes.
    const swapped = (meta.orientation ?? 1) >= 5;
    const [outW, outH] = swapped ? [height, width] : [width, height];
    // The id carries the dimensions of the largest rendition (at most 1600 wide), from which
    // every rendition width is derived again when the image is shown or deleted.
    const largestW = Math.min(outW, RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1], maxWidth);
    const largestH = Math.max(1, Math.round((outH * largestW) / outW));
    if (largestH > WEBP_MAX_DIMENSION) throw new UnsupportedMediaTypeException({ detail: MEDIA_MESSAGES.badType });
    const id = newImageId(largestW, largestH);
    const files: PreparedImage['files'] = [];
    try {
      for (const w of renditionWidths(largestW)) {
        const data = await sharp(upload.buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 })
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80, effort: 3 })
          .toBuffer();
        files.push({ name: mediaFileName(id, w), data });
      }
    } catch (error) {
      this.logger.warn(`Refused an upload that could not be decoded: ${(error as Error).message}`);
      throw new UnsupportedMediaTypeException({ detail: MEDIA_MESSAGES.badType });
    }
    return { id, files };
  }

  /**
   * Writes prepared images (each object whole: a temporary file renamed, or one PutObject); on failure
   * none stays. A bucket gets several objects at once (a guide with 30 images is 90 round trips to the
   * provider, inside the save's transaction); the folder one after another, as before.
   */
  async write(images: PreparedImage[]): Promise<void> {
    const queue = images.flatMap((image) => image.files);
    if (!queue.length) return;
    const written: string[] = [];
    let failed = false;
    let failure: unknown;
    const worker = async () => {
      for (let file = queue.shift(); file && !failed; file = queue.shift()) {
        try {
          await this.store.put(file.name, file.data);
          written.push(file.name);
        } catch (error) {
          if (!failed) failure = error;
          failed = true;
        }
      }
    };
    const concurrency = this.store.kind === 's3' ? S3_WRITE_CONCURRENCY : 1;
    // Every write has settled before the clean-up, so nothing lands after it.
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
    if (failed) {
      await this.store.delete(written);
      throw failure;
    }
  }

  /** One stored rendition's bytes (a social card is cut from it, src/cards); null when it is not there. */
  async read(name: string): Promise<Buffer | null> {
    if (!isMediaFileName(name)) return null;
    return this.store.read(name);
  }

  /** Deletes every rendition of the given image ids; missing files are fine. */
  async remove(ids: (string | null | undefined)[]): Promise<void> {
    await this.store.delete(ids.flatMap((id) => (id ? mediaFileNames(id) : [])));
  }
}

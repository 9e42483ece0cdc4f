import type { CSSProperties } from 'react';

/**
 * The `sizes` of a guide's images: the width each is shown at, so a phone picks the rendition it
 * needs (a step is 290 px wide on a 412 px phone: 480w at 1× and 1.5×, where "100vw" took 800w;
 * Lighthouse counted 280 KiB too much on a guide with four step images when every image said "100vw").
 * Phone widths follow styles.css: the container's 1 rem each side; a section's 1.25 rem padding
 * each side and its 5 px + 1 px borders; a step's 2.75 rem number column.
 */
export const HEADER_IMAGE_SIZES = '(min-width: 1024px) 760px, calc(100vw - 2rem)';
export const SECTION_IMAGE_SIZES = '(min-width: 1024px) 760px, calc(100vw - 4.5rem - 6px)';
export const STEP_IMAGE_SIZES = '(min-width: 1024px) 700px, calc(100vw - 7.25rem - 6px)';

/**
 * The shape of a section or step image, for styles.css to give it its shown width before it loads:
 * those images are shown whole at their own aspect ratio (`width: auto` under a max-height), and with
 * `width: auto` an image not yet loaded had no size at all, so the text below jumped as each one
 * arrived while the reader scrolled. Nothing for an image of unknown size (it keeps `width: auto`).
 */
export function imageShape(size: { width: number; height: number } | null | undefined): CSSProperties | undefined {
  if (!size) return undefined;
  return { '--img-w': `${size.width}px`, '--img-ratio': String(Math.round((size.width / size.height) * 10000) / 10000) } as CSSProperties;
}

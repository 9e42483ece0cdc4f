/**
 * The widths every uploaded image is re-encoded to, shared by the server (src/media/media-names.ts
 * makes the files) and the pages (srcset of a section image, built from its address alone).
 */

/** Widths every upload is re-encoded to (never upscaled). */
export const RENDITION_WIDTHS = [480, 960, 1600] as const;

/** Widths made for a source of this width: the standard ones below it, plus its own width when under the largest. */
export function renditionWidths(sourceWidth: number): number[] {
  const widths: number[] = RENDITION_WIDTHS.filter((w) => w < sourceWidth);
  if (sourceWidth <= RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]) widths.push(sourceWidth);
  else widths.push(RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]);
  return [...new Set(widths)].sort((a, b) => a - b);
}

/**
 * The srcset of an uploaded image from the address of one of its renditions
 * ("/media/<id>-<W>x<H>-<width>.webp"), or undefined for any other address.
 */
export function srcSetFromUrl(url: string | null | undefined): string | undefined {
  const match = /^(.*\/[a-f0-9]{32}-([1-9]\d{0,4})x[1-9]\d{0,4})-[1-9]\d{0,4}\.webp$/.exec(url ?? '');
  if (!match) return undefined;
  return renditionWidths(Number(match[2]))
    .map((w) => `${match[1]}-${w}.webp ${w}w`)
    .join(', ');
}

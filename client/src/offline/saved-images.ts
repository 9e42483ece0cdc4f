/**
 * Which rendition of an image a page loads at this viewport (issue 36 item 4): saving a guide for
 * offline keeps the files its images would load on this device, not every width. Pure, so the unit
 * tests read it; the service worker falls back to another saved width of the same image when the
 * browser asks for one that was not kept (a phone turned sideways).
 */

export interface ImageAttributes {
  src: string | null;
  srcset: string | null;
  sizes: string | null;
}

export interface Viewport {
  width: number;
  /** devicePixelRatio */
  dpr: number;
  /** Whether a media condition of `sizes` holds (window.matchMedia in the browser). */
  matches: (condition: string) => boolean;
}

interface Candidate {
  url: string;
  density: number;
}

/** The slot width `sizes` gives at this viewport (the spec's default: 100vw). */
export function slotWidth(sizes: string | null, viewport: Viewport): number {
  for (const part of (sizes ?? '').split(',')) {
    const entry = part.trim();
    if (!entry) continue;
    const match = /^(.*?)\s*(\d+(?:\.\d+)?)(px|vw)$/.exec(entry);
    if (!match) continue;
    const condition = match[1]!.trim();
    if (condition && !viewport.matches(condition)) continue;
    const value = Number(match[2]);
    return match[3] === 'vw' ? (value * viewport.width) / 100 : value;
  }
  return viewport.width;
}

function candidates(image: ImageAttributes, viewport: Viewport): Candidate[] {
  const slot = Math.max(1, slotWidth(image.sizes, viewport));
  const list: Candidate[] = [];
  for (const part of (image.srcset ?? '').split(',')) {
    const [url, descriptor] = part.trim().split(/\s+/);
    if (!url) continue;
    const w = /^(\d+)w$/.exec(descriptor ?? '');
    const x = /^(\d+(?:\.\d+)?)x$/.exec(descriptor ?? '');
    list.push({ url, density: w ? Number(w[1]) / slot : x ? Number(x[1]) : 1 });
  }
  return list.sort((a, b) => a.density - b.density);
}

/**
 * The address the browser loads for this image: Chromium's choice among the srcset's candidates (the
 * first dense enough for the screen, or the one below it when the screen's density is nearer to it
 * than the geometric mean of the two), or the src without a srcset.
 */
export function chosenImage(image: ImageAttributes, viewport: Viewport): string | null {
  const list = candidates(image, viewport);
  if (list.length === 0) return image.src;
  const dpr = viewport.dpr;
  let i = 0;
  for (; i < list.length - 1; i++) {
    const current = list[i]!.density;
    const next = list[i + 1]!.density;
    if (current >= dpr) break;
    if (next < dpr) continue;
    if ((dpr <= 1 && dpr > current) || dpr >= Math.sqrt(current * next)) return list[i + 1]!.url;
    break;
  }
  return list[i]!.url;
}

/** "/media/<id>-<W>x<H>-<width>.webp" without its width: every rendition of one image shares it. */
export function renditionFamily(pathname: string): string | null {
  const match = /^(\/media\/[a-f0-9]{32}-\d+x\d+)-\d+\.webp$/.exec(pathname);
  return match ? match[1]! : null;
}

/** A size as readers read it: "84 KB", "1.4 MB" (the same in both languages). */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

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

/** One length of `sizes` in CSS pixels: "760px", "100vw" or "calc(100vw - 4.5rem - 6px)" (a rem is 16 px); null otherwise. */
function lengthPx(text: string, viewport: Viewport): number | null {
  const inner = /^calc\((.*)\)$/.exec(text)?.[1] ?? text;
  let total = 0;
  let sign = 1;
  for (const token of inner.trim().split(/\s+/)) {
    if (token === '-' || token === '+') {
      sign = token === '-' ? -1 : 1;
      continue;
    }
    const match = /^(\d+(?:\.\d+)?)(px|vw|rem)$/.exec(token);
    if (!match) return null;
    const value = Number(match[1]);
    total += sign * (match[2] === 'vw' ? (value * viewport.width) / 100 : match[2] === 'rem' ? value * 16 : value);
  }
  return total;
}

/** The slot width `sizes` gives at this viewport (the spec's default: 100vw). */
export function slotWidth(sizes: string | null, viewport: Viewport): number {
  for (const part of (sizes ?? '').split(/,(?![^(]*\))/)) {
    const entry = part.trim();
    if (!entry) continue;
    const match = /^(\(.*?\))?\s*((?:calc\(.*\))|(?:\d+(?:\.\d+)?(?:px|vw)))$/.exec(entry);
    if (!match) continue;
    const condition = (match[1] ?? '').trim();
    if (condition && !viewport.matches(condition)) continue;
    const width = lengthPx(match[2]!, viewport);
    if (width !== null) return width;
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
 * first dense enough for the screen, else the densest; seen in Debian's Chromium: a 290 px slot on a
 * 1.75× screen loads 800w of 480w/800w, not the 480 a geometric-mean rule would pick), or the src
 * without a srcset.
 */
export function chosenImage(image: ImageAttributes, viewport: Viewport): string | null {
  const list = candidates(image, viewport);
  if (list.length === 0) return image.src;
  return (list.find((c) => c.density >= viewport.dpr) ?? list[list.length - 1]!).url;
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

import { plainText } from '../format/format';

/** How much of a text a one-line preview reads. */
const PREVIEW_SOURCE_MAX = 5_000;

/** Small pieces several public pages share. */

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A date the same on the server and in the browser (fixed locale and time zone, so hydration matches). */
export function GuideDate({ value }: { value: string | null | undefined }) {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{DATE_FORMAT.format(date)}</time>;
}

/**
 * Formatted text (SPEC §5) as a plain one-line preview: markers dropped, links reduced to their
 * text, cut at a word boundary.
 */
export function plainPreview(text: string | null | undefined, max: number): string {
  // plainText parses in linear time (regex replacements backtrack quadratically on long whitespace
  // after a size marker); a preview never needs more than the start of the text.
  const source = String(text ?? '').replace(/^\s*\[p\]/i, '');
  const plain = plainText(source.length > PREVIEW_SOURCE_MAX ? source.slice(0, PREVIEW_SOURCE_MAX) : source);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function Loading() {
  return (
    <div className="container state-message" role="status">
      Loading...
    </div>
  );
}

/** The home page while its data loads on a client navigation. */
export function HomeSkeleton() {
  return (
    <div className="container home-skeleton" aria-busy="true" aria-label="Loading">
      <div className="skeleton skeleton-hero" />
      <div className="card-grid">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="skeleton skeleton-card" />
        ))}
      </div>
    </div>
  );
}


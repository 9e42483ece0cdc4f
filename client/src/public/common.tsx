import type { ImageDto } from '../api/types';
import { plainText } from '../format/format';
import { Link } from 'react-router';
import { useT, useUiLang, type UiLang } from '../i18n/i18n';
import { wallClockDate } from '../shared/site-time';
import { homePath } from '../shared/site-paths';
import { useSite } from './Layout';

/** How much of a text a one-line preview reads. */
const PREVIEW_SOURCE_MAX = 5_000;

/** Small pieces several public pages share. */

/** The home page in the page's language ("Home" / "Simula" lead there). */
export function useHomePath(): string {
  return homePath(useUiLang());
}

/**
 * The How/Paano switch of a page that exists at one address per language (static pages, home):
 * plain links to each language's address, so it works before (and without) JavaScript.
 */
export function LangSwitch({ paths }: { paths: Record<UiLang, string> }) {
  const lang = useUiLang();
  const t = useT();
  return (
    <nav className="lang-toggle" aria-label={t.language}>
      {(['en', 'fil'] as const).map((l) => (
        <Link
          key={l}
          to={paths[l]}
          hrefLang={l}
          lang={l}
          className={`lang-btn${l === lang ? ' is-active' : ''}`}
          aria-current={l === lang ? 'page' : undefined}
        >
          {l === 'en' ? 'How' : 'Paano'}
        </Link>
      ))}
    </nav>
  );
}

/**
 * A date in the page's language ("November 23, 2026" / "Nobyembre 23, 2026"), the same on the
 * server and in the browser: the day it is in the site's zone (SITE_TIME_ZONE), which both know
 * from the site configuration, so hydration matches.
 */
export function GuideDate({ value }: { value: string | null | undefined }) {
  const t = useT();
  const site = useSite();
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{t.date(wallClockDate(date, site.timeZone || 'Asia/Manila'))}</time>;
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
  const t = useT();
  return (
    <div className="container state-message" role="status">
      {t.loading}
    </div>
  );
}

/** The home page while its data loads on a client navigation. */
export function HomeSkeleton() {
  const t = useT();
  return (
    <div className="container home-skeleton" aria-busy="true" aria-label={t.loading}>
      <div className="skeleton skeleton-hero" />
      <div className="card-grid">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="skeleton skeleton-card" />
        ))}
      </div>
    </div>
  );
}

/**
 * A guide's header image on a list card: lazy, with its own width and height (no layout shift),
 * decorative (the card's title says what it is).
 */
export function CardImage({ image }: { image: ImageDto | null | undefined }) {
  if (!image?.image) return null;
  return (
    <img
      className="card-image"
      src={image.image}
      srcSet={image.srcset || undefined}
      sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      alt=""
    />
  );
}

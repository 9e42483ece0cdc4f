import type { ImageDto } from '../api/types';
import { plainText } from '../format/format';
import { Link } from 'react-router';
import { useT, useUiLang, type UiLang } from '../i18n/i18n';
import { wallClockDate } from '../shared/site-time';
import { homePath } from '../shared/site-paths';
import { categoryName, type CategoryLike } from '../shared/translation';
import { useSite } from './root';
import { smallestImage } from '../shared/lite';

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
export function LangSwitch({
  paths,
  current,
  keepPlace,
  missing,
}: {
  /** Each language's address; a language without one shows, unlinked, as not available. */
  paths: Partial<Record<UiLang, string>>;
  /** The language shown now (the interface language by default). */
  current?: UiLang;
  /**
   * A guide's or a category's switch (issue 39): a new history entry (Back returns to this
   * version), and the reader keeps their place on the page instead of starting at the top.
   */
  keepPlace?: boolean;
  /** What a language without an address says (its accessible description). */
  missing?: string;
}) {
  const ui = useUiLang();
  const lang = current ?? ui;
  const t = useT();
  return (
    <nav className="lang-toggle" aria-label={t.language}>
      {(['en', 'fil'] as const).map((l) => {
        const label = l === 'en' ? 'How' : 'Paano';
        const to = paths[l];
        if (!to) {
          return (
            <span key={l} lang={l} className="lang-btn is-missing" aria-disabled="true" title={missing}>
              {label}
            </span>
          );
        }
        return (
          <Link
            key={l}
            to={to}
            hrefLang={l}
            lang={l}
            className={`lang-btn${l === lang ? ' is-active' : ''}`}
            aria-current={l === lang ? 'page' : undefined}
            state={keepPlace ? { languageSwitch: true } : undefined}
            preventScrollReset={keepPlace}
          >
            {label}
          </Link>
        );
      })}
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
    <div className="container home-skeleton" role="status" aria-busy="true" aria-label={t.loading}>
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
  const { lite } = useSite();
  if (!image?.image) return null;
  return (
    <img
      className="card-image"
      // A lite page (issue 36) asks for the smallest rendition only.
      src={lite ? smallestImage(image.image, image.srcset) : image.image}
      srcSet={(!lite && image.srcset) || undefined}
      sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      alt=""
    />
  );
}

/**
 * A category's "how / paano" label (SPEC §2, shared/translation.ts categoryLabel) with the half in
 * the other language marked with `lang` (issue 27 item 5): a screen reader reads "Mga Tip sa
 * Pananalapi" with Filipino rules on an English page and "Financial Tips" with English ones on a
 * Filipino page. The text is the same as categoryLabel's.
 */
export function CategoryLabel({ category }: { category: CategoryLike | null | undefined }) {
  const pageLang = useUiLang();
  const how = categoryName(category, 'how');
  const paano = categoryName(category, 'paano');
  // One element (a link that is a flex box lays it out as one item, as it did the plain text), and
  // one text node beside the mark (no "<!-- -->" between adjacent texts in the server's HTML).
  if (how && paano) {
    return pageLang === 'fil' ? (
      <span>
        <span lang="en">{how}</span>
        {` / ${paano}`}
      </span>
    ) : (
      <span>
        {`${how} / `}
        <span lang="fil">{paano}</span>
      </span>
    );
  }
  const [text, lang]: [string, UiLang] = how ? [how, 'en'] : [paano, 'fil'];
  return lang === pageLang || !text ? <>{text}</> : <span lang={lang}>{text}</span>;
}

/** The site's bilingual motto, as both catalogues and an admin's tagline may quote it. */
const MOTTO: Record<UiLang, RegExp> = { en: /Learn how\.?/i, fil: /Alamin paano\.?/i };

/**
 * A text of the page's language that may quote the motto's other half ("Learn how. Alamin paano.
 * Clear guides…"): that half is marked with its `lang`; the text is otherwise unchanged.
 */
export function WithMotto({ text }: { text: string }) {
  const pageLang = useUiLang();
  const other: UiLang = pageLang === 'fil' ? 'en' : 'fil';
  const match = MOTTO[other].exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      {text.slice(0, match.index)}
      <span lang={other}>{match[0]}</span>
      {text.slice(match.index + match[0].length)}
    </>
  );
}

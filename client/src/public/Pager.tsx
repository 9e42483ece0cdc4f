import { Link } from 'react-router';
import { pageCount, withPage } from '../shared/pagination';

/** The pager's words in both languages (a page in Filipino passes lang="fil"). */
const PAGER_TEXT = {
  en: { nav: 'Pages', previous: '← Previous', next: 'Next →', page: (n: number, of: number) => `Page ${n} of ${of}` },
  fil: { nav: 'Mga pahina', previous: '← Nakaraan', next: 'Susunod →', page: (n: number, of: number) => `Pahina ${n} ng ${of}` },
} as const;

/** The page numbers to link around `current`: first, last, and two on each side, with gaps as null. */
export function pagerNumbers(current: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/**
 * Numbered pages as plain links (crawlable, and working without JavaScript): Previous, the numbers
 * around the current page, Next. `path` is the list's address; page 1 has no ?page.
 */
export function Pager({ path, page, count, pageSize, lang = 'en' }: { path: string; page: number; count: number; pageSize: number; lang?: 'en' | 'fil' }) {
  const last = pageCount(count, pageSize);
  if (last <= 1) return null;
  const text = PAGER_TEXT[lang];
  return (
    <nav className="pager" aria-label={text.nav}>
      {page > 1 ? (
        <Link className="pager-link pager-step" to={withPage(path, Math.min(page - 1, last))} rel="prev">
          {text.previous}
        </Link>
      ) : (
        <span className="pager-link pager-step is-disabled" aria-hidden="true">
          {text.previous}
        </span>
      )}
      <ol className="pager-numbers">
        {pagerNumbers(page, last).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className="pager-link is-current" aria-current="page" aria-label={text.page(n, last)}>
                  {n}
                </span>
              ) : (
                <Link className="pager-link" to={withPage(path, n)} aria-label={text.page(n, last)}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < last ? (
        <Link className="pager-link pager-step" to={withPage(path, page + 1)} rel="next">
          {text.next}
        </Link>
      ) : (
        <span className="pager-link pager-step is-disabled" aria-hidden="true">
          {text.next}
        </span>
      )}
    </nav>
  );
}

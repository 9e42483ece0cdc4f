import { Link } from 'react-router';
import { messages, useUiLang, type UiLang } from '../i18n/i18n';
import { pageCount, pageWindow, withPage } from '../shared/pagination';

/**
 * Numbered pages as plain links (crawlable, and working without JavaScript): Previous, the numbers
 * around the current page, Next. `path` is the list's address; page 1 has no ?page.
 */
export function Pager({
  path,
  page,
  count,
  pageSize,
  lang,
}: {
  path: string;
  page: number;
  count: number;
  pageSize: number;
  lang?: UiLang;
}) {
  // The pager's words come from the catalogue of the page's language (or the one asked for).
  const pageLang = useUiLang();
  const t = messages(lang ?? pageLang);
  const text = { nav: t.pagesNav, previous: t.pagerPrevious, next: t.pagerNext, page: t.pageOf };
  const last = pageCount(count, pageSize);
  if (last <= 1) return null;
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
        {pageWindow(page, last).map((n, i) =>
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

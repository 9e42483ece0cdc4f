import { pageWindow } from '../shared/pagination';
import { useAdminTexts } from './admin-lang';

interface Props {
  page: number;
  lastPage: number;
  onPage(page: number): void;
  /** What the pages are of, for the navigation's accessible name. */
  label: string;
}

/** Previous / numbered pages / Next, as buttons (keyboard reachable, 44 px targets on phones). */
export function Pager({ page, lastPage, onPage, label }: Props) {
  const t = useAdminTexts().common;
  if (lastPage <= 1) return null;
  return (
    <nav className="hp-pager" aria-label={label}>
      <button type="button" className="hp-pager__step" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t.previous}
      </button>
      <ul className="hp-pager__pages">
        {pageWindow(page, lastPage).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="hp-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={p === page ? 'hp-pager__page is-current' : 'hp-pager__page'}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t.page(p)}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="hp-pager__step" onClick={() => onPage(page + 1)} disabled={page >= lastPage}>
        {t.next}
      </button>
    </nav>
  );
}

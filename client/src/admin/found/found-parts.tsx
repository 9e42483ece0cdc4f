/** What the SEO screen's cards share (FoundScreen.tsx): their frame, paging, list states and wording. */
import { type ReactNode } from 'react';
import type { Lang } from '../../api/types';
import type { FoundCatalogue } from '../../i18n/found-en';
import { ApiError } from '../../shared/api-error';
import { SEO_MESSAGES, SEO_PAGE_SIZE, type SeoMessageKey } from '../../shared/seo-messages';
import type { SeoPageDto } from '../../shared/seo-types';
import { useAdminData } from '../admin-data';
import { DASHBOARD_PATH } from '../auth';

/** The screen's wording for a refusal of the server (its SEO_MESSAGES text), else a plain "did not work". */
export function errorText(err: unknown, T: FoundCatalogue): string {
  const detail = err instanceof ApiError ? err.body?.detail : undefined;
  const key = (Object.keys(SEO_MESSAGES) as SeoMessageKey[]).find((k) => SEO_MESSAGES[k] === detail);
  return key ? T.errors[key] : T.failed;
}

export function guideTitle(row: { title_how: string | null; title_paano: string | null }, lang: 'en' | 'fil'): string {
  const [first, second] = lang === 'fil' ? [row.title_paano, row.title_how] : [row.title_how, row.title_paano];
  return first || second || '—';
}

export const editPath = (id: number, lang: Lang) => `${DASHBOARD_PATH}/edit/${id}/${lang}`;

export function Card({
  id,
  title,
  hint,
  children,
  action,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="hp-card hp-found__card" aria-labelledby={id}>
      <div className="hp-card__head">
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      <p className="hp-found__hint">{hint}</p>
      {children}
    </section>
  );
}

export function Pages({
  T,
  page,
  count,
  onPage,
  label,
}: {
  T: FoundCatalogue;
  page: number;
  count: number;
  onPage(n: number): void;
  label: string;
}) {
  const last = Math.max(1, Math.ceil(count / SEO_PAGE_SIZE));
  if (last <= 1) return null;
  return (
    <nav className="hp-found__pages" aria-label={T.pager.label(label)}>
      <button type="button" className="hp-btn hp-btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {T.pager.previous}
      </button>
      <span aria-live="polite">{T.pager.page(page, last)}</span>
      <button type="button" className="hp-btn hp-btn--small" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {T.pager.next}
      </button>
    </nav>
  );
}

/** A paged list's load state: loading, failed, empty, or its rows. */
export function ListState<T>({
  T,
  data,
  empty,
  children,
}: {
  T: FoundCatalogue;
  data: ReturnType<typeof useAdminData<SeoPageDto<T>>>;
  empty: string;
  children(rows: T[]): ReactNode;
}) {
  if (data.loading) return <p className="hp-state">{T.loading}</p>;
  if (data.error !== null || !data.data)
    return (
      <p className="hp-alert--error" role="alert">
        {T.loadFailed}
      </p>
    );
  if (data.data.results.length === 0) return <p className="hp-empty hp-found__empty">{empty}</p>;
  return <>{children(data.data.results)}</>;
}

import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Lang } from '../../api/types';
import { foundEn, type FoundCatalogue } from '../../i18n/found-en';
import { foundFil } from '../../i18n/found-fil';
import { ApiError } from '../../shared/api-error';
import { SEO_MESSAGES, SEO_PAGE_SIZE, SEO_REPORT_KINDS, type SeoMessageKey, type SeoReportKind } from '../../shared/seo-messages';
import type { NotFoundDto, SeoIssueDto, SeoPageDto } from '../../shared/seo-types';
import { formatSiteTime } from '../../shared/site-time';
import { useAdminData } from '../admin-data';
import { DASHBOARD_PATH } from '../auth';
import { useAdminLang } from '../admin-lang';
import { useUnauthorized } from '../session';
import { foundApi } from './found-api';
import './found.css';

export const FOUND_PATH = `${DASHBOARD_PATH}/seo`;
const CHECK_POLL_MS = 1500;

/** The screen's wording for a refusal of the server (its SEO_MESSAGES text), else a plain "did not work". */
function errorText(err: unknown, T: FoundCatalogue): string {
  const detail = err instanceof ApiError ? err.body?.detail : undefined;
  const key = (Object.keys(SEO_MESSAGES) as SeoMessageKey[]).find((k) => SEO_MESSAGES[k] === detail);
  return key ? T.errors[key] : T.failed;
}

function guideTitle(row: { title_how: string | null; title_paano: string | null }, lang: 'en' | 'fil'): string {
  const [first, second] = lang === 'fil' ? [row.title_paano, row.title_how] : [row.title_how, row.title_paano];
  return first || second || '—';
}

const editPath = (id: number, lang: Lang) => `${DASHBOARD_PATH}/edit/${id}/${lang}`;

/**
 * /admin-hp-access/seo (issue 27 item 6, docs/found.md): the site report, the addresses that answered
 * "not found" with a one-click redirect, and the redirect manager. In the admin's language (issue 39).
 */
export function FoundScreen() {
  const { lang } = useAdminLang();
  const T = lang === 'fil' ? foundFil : foundEn;
  // A redirect made from the not-found list shows in the redirect list: both reload.
  const [redirectsMade, setRedirectsMade] = useState(0);

  useEffect(() => {
    document.title = `${T.title} | HowPaano`;
  }, [T]);

  return (
    <div className="hp-found" lang={lang}>
      <div className="hp-settings__head">
        <h1>{T.title}</h1>
      </div>
      <p className="hp-found__intro">{T.intro}</p>
      <ReportCard T={T} lang={lang} />
      <NotFoundCard T={T} onRedirect={() => setRedirectsMade((n) => n + 1)} />
      <RedirectsCard T={T} version={redirectsMade} />
      <SlugsCard T={T} />
    </div>
  );
}

function Card({ id, title, hint, children, action }: { id: string; title: string; hint: string; children: ReactNode; action?: ReactNode }) {
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

function Pages({
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
function ListState<T>({
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

function ReportCard({ T, lang }: { T: FoundCatalogue; lang: 'en' | 'fil' }) {
  const id = useId();
  const unauthorized = useUnauthorized();
  const report = useAdminData(() => foundApi.report(), []);
  const [kind, setKind] = useState<SeoReportKind>('broken-link');
  const [page, setPage] = useState(1);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const issues = useAdminData(() => foundApi.issues(kind, page), [kind, page]);

  const check = async () => {
    setChecking(true);
    setError(null);
    try {
      let state = await foundApi.check();
      // The check runs on the server (half a minute at 100,000 guides): asked again until it is done.
      while (state.running) {
        await new Promise((resolve) => setTimeout(resolve, CHECK_POLL_MS));
        state = await foundApi.report();
      }
      await report.reload();
      if (page === 1) await issues.reload();
      else setPage(1);
    } catch (err) {
      if (!unauthorized(err, () => void check()))
        setError(err instanceof ApiError && err.status === 409 ? T.errors.checkRunning : T.report.checkFailed);
    } finally {
      setChecking(false);
    }
  };

  const data = report.data;
  return (
    <Card
      id={`${id}-report`}
      title={T.report.title}
      hint={
        data?.checked_at
          ? T.report.checkedAt(formatSiteTime(data.checked_at, lang === 'fil' ? 'fil-PH' : 'en-US'), (data.took_ms / 1000).toFixed(1))
          : report.loading
            ? T.loading
            : T.report.never
      }
      action={
        <button type="button" className="hp-btn hp-btn--primary" onClick={() => void check()} disabled={checking}>
          {checking ? T.report.checking : T.report.checkNow}
        </button>
      }
    >
      {error && (
        <p className="hp-alert--error" role="alert">
          {error}
        </p>
      )}
      {!!data?.cdn_purge?.length && (
        <section aria-label={T.purge.title}>
          <h3 className="hp-found__kind">{T.purge.title}</h3>
          <ul>
            {data.cdn_purge.map((p) => (
              <li key={p.target} className={p.failing ? 'hp-alert--error' : undefined}>
                <strong>{T.purge.targets[p.target]}</strong>:{' '}
                {p.failing
                  ? T.purge.failing(p.failing)
                  : p.last_success_at
                    ? T.purge.ok(formatSiteTime(p.last_success_at, lang === 'fil' ? 'fil-PH' : 'en-US'))
                    : T.purge.never}
                {p.given_up > 0 && ` ${T.purge.givenUp(p.given_up)}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="hp-found__kinds" role="group" aria-label={T.report.listsLabel}>
        {SEO_REPORT_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className={`hp-btn hp-btn--small ${k === kind ? 'hp-btn--primary' : 'hp-btn--ghost'}`}
            aria-pressed={k === kind}
            onClick={() => {
              setKind(k);
              setPage(1);
            }}
          >
            {T.report.kinds[k]} <span className="hp-found__count">{data?.counts[k] ?? 0}</span>
          </button>
        ))}
      </div>
      <h3 className="hp-found__kind">{T.report.kinds[kind]}</h3>
      <p className="hp-found__hint">{T.report.hints[kind]}</p>
      <ListState T={T} data={issues} empty={T.report.empty}>
        {(rows: SeoIssueDto[]) => (
          <ul className="hp-found__list" data-testid={`report-${kind}`}>
            {rows.map((row) => (
              <IssueRow key={row.id} T={T} lang={lang} kind={kind} row={row} />
            ))}
          </ul>
        )}
      </ListState>
      <Pages T={T} page={page} count={issues.data?.count ?? 0} onPage={setPage} label={T.report.kinds[kind]} />
    </Card>
  );
}

function IssueRow({ T, lang, kind, row }: { T: FoundCatalogue; lang: 'en' | 'fil'; kind: SeoReportKind; row: SeoIssueDto }) {
  if (row.guide_id === null) return null;
  const langs: Lang[] = row.lang ? [row.lang] : ['how', 'paano'];
  return (
    <li className="hp-found__row">
      <span className="hp-found__title">{guideTitle(row, lang)}</span>
      {kind === 'broken-link' && (
        <span>
          {T.report.link}: <code>{row.detail}</code> ({T.langs[row.lang!]})
        </span>
      )}
      {kind === 'missing' && (
        <span>
          {T.report.missingIn}: {T.langs[row.lang!]}
        </span>
      )}
      {kind === 'stale' && <span>{T.report.parts(Number(row.detail))}</span>}
      {(kind === 'duplicate-title' || kind === 'duplicate-description') && (
        <span>
          <q>{row.detail}</q> ({T.langs[row.lang!]})
        </span>
      )}
      <span className="hp-found__actions">
        {langs.map((l) => (
          <Link key={l} className="hp-touch" to={editPath(row.guide_id!, l)}>
            {T.report.edit} ({T.langs[l]})
          </Link>
        ))}
      </span>
    </li>
  );
}

function NotFoundCard({ T, onRedirect }: { T: FoundCatalogue; onRedirect(): void }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const list = useAdminData(() => foundApi.notFound(page), [page]);
  return (
    <Card id={`${id}-nf`} title={T.notFound.title} hint={T.notFound.hint}>
      {done && (
        <p className="hp-alert--success" role="status">
          {T.notFound.redirected(done)}
        </p>
      )}
      <ListState T={T} data={list} empty={T.notFound.empty}>
        {(rows) => (
          <ul className="hp-found__list" data-testid="not-found-list">
            {rows.map((row) => (
              <NotFoundRow
                key={row.path}
                T={T}
                row={row}
                onDone={(path) => {
                  setDone(path);
                  onRedirect();
                  void list.reload();
                }}
              />
            ))}
          </ul>
        )}
      </ListState>
      <Pages T={T} page={page} count={list.data?.count ?? 0} onPage={setPage} label={T.notFound.title} />
    </Card>
  );
}

function NotFoundRow({ T, row, onDone }: { T: FoundCatalogue; row: NotFoundDto; onDone(redirectedPath: string | null): void }) {
  const id = useId();
  const unauthorized = useUnauthorized();
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (work: () => Promise<unknown>, message: string | null) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      onDone(message);
    } catch (err) {
      if (!unauthorized(err, () => void act(work, message))) setError(errorText(err, T));
    } finally {
      setBusy(false);
    }
  };
  const redirect = (target: string) => act(() => foundApi.addRedirect(row.path, target), row.path);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (to.trim()) void redirect(to.trim());
  };

  return (
    <li className="hp-found__row">
      <code className="hp-found__path">{row.path}</code>
      <span>
        {T.notFound.hits}: {row.hits} · {T.notFound.lastSeen}: {row.last_seen}
      </span>
      {row.slug && row.title && (
        <button type="button" className="hp-btn hp-btn--small hp-btn--primary" disabled={busy} onClick={() => void redirect(row.slug!)}>
          {T.notFound.redirectTo(row.title)}
        </button>
      )}
      <form className="hp-found__form" onSubmit={submit}>
        <label htmlFor={`${id}-to`}>{T.notFound.otherGuide}</label>
        <span className="hp-found__inline">
          <input id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)} maxLength={2000} />
          <button type="submit" className="hp-btn hp-btn--small" disabled={busy || !to.trim()}>
            {T.notFound.redirect}
          </button>
          <button
            type="button"
            className="hp-btn hp-btn--small hp-btn--ghost"
            disabled={busy}
            onClick={() => void act(() => foundApi.dismiss(row.path), null)}
          >
            {T.notFound.dismiss}
          </button>
        </span>
      </form>
      {error && (
        <p className="hp-field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

function RedirectsCard({ T, version }: { T: FoundCatalogue; version: number }) {
  const id = useId();
  const unauthorized = useUnauthorized();
  const [page, setPage] = useState(1);
  const list = useAdminData(() => foundApi.redirects(page), [page]);
  const { reload } = list;
  useEffect(() => {
    if (version > 0) void reload();
  }, [version, reload]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<'added' | 'deleted' | null>(null);

  const act = async (work: () => Promise<unknown>, message: 'added' | 'deleted', after?: () => void) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await work();
      after?.();
      setDone(message);
      await list.reload();
    } catch (err) {
      if (!unauthorized(err, () => void act(work, message, after))) setError(errorText(err, T));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void act(
      () => foundApi.addRedirect(from.trim(), to.trim()),
      'added',
      () => {
        setFrom('');
        setTo('');
      },
    );
  };

  return (
    <Card id={`${id}-redirects`} title={T.redirects.title} hint={T.redirects.hint}>
      <form className="hp-found__add" onSubmit={submit}>
        <span className="hp-field">
          <label htmlFor={`${id}-from`}>{T.redirects.from}</label>
          <input
            id={`${id}-from`}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            placeholder="/old/guide"
            maxLength={500}
            required
          />
        </span>
        <span className="hp-field">
          <label htmlFor={`${id}-to`}>{T.redirects.to}</label>
          <input id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)} maxLength={2000} required />
        </span>
        <button type="submit" className="hp-btn hp-btn--primary" disabled={busy}>
          {T.redirects.add}
        </button>
      </form>
      {error && (
        <p className="hp-field-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="hp-alert--success" role="status">
          {T.redirects[done]}
        </p>
      )}
      <ListState T={T} data={list} empty={T.redirects.empty}>
        {(rows) => (
          <ul className="hp-found__list" data-testid="redirect-list">
            {rows.map((row) => (
              <RedirectItem
                key={row.path}
                T={T}
                from={row.path}
                to={row}
                deleteLabel={T.redirects.deleteLabel(row.path)}
                disabled={busy}
                onDelete={() => void act(() => foundApi.deleteRedirect(row.path), 'deleted')}
              />
            ))}
          </ul>
        )}
      </ListState>
      <Pages T={T} page={page} count={list.data?.count ?? 0} onPage={setPage} label={T.redirects.title} />
    </Card>
  );
}

/** One redirect of either list (an old address or an old slug): what it was, the guide it leads to, Delete. */
function RedirectItem({
  T,
  from,
  to,
  deleteLabel,
  disabled,
  onDelete,
}: {
  T: FoundCatalogue;
  from: string;
  to: { guide_id: number; lang: Lang; title: string | null };
  deleteLabel: string;
  disabled?: boolean;
  onDelete(): void;
}) {
  return (
    <li className="hp-found__row">
      <code className="hp-found__path">{from}</code>
      <span>
        → <Link to={editPath(to.guide_id, to.lang)}>{to.title || `#${to.guide_id}`}</Link> ({T.langs[to.lang]})
      </span>
      <button type="button" className="hp-btn hp-btn--small hp-btn--ghost" aria-label={deleteLabel} disabled={disabled} onClick={onDelete}>
        {T.redirects.delete}
      </button>
    </li>
  );
}

function SlugsCard({ T }: { T: FoundCatalogue }) {
  const id = useId();
  const unauthorized = useUnauthorized();
  const [page, setPage] = useState(1);
  const list = useAdminData(() => foundApi.slugRedirects(page), [page]);
  const [error, setError] = useState<string | null>(null);
  const remove = async (slugId: number) => {
    setError(null);
    try {
      await foundApi.deleteSlugRedirect(slugId);
      await list.reload();
    } catch (err) {
      if (!unauthorized(err, () => void remove(slugId))) setError(errorText(err, T));
    }
  };
  return (
    <Card id={`${id}-slugs`} title={T.slugs.title} hint={T.slugs.hint}>
      {error && (
        <p className="hp-field-error" role="alert">
          {error}
        </p>
      )}
      <ListState T={T} data={list} empty={T.slugs.empty}>
        {(rows) => (
          <ul className="hp-found__list">
            {rows.map((row) => (
              <RedirectItem
                key={row.id}
                T={T}
                from={row.slug}
                to={row}
                deleteLabel={T.slugs.deleteLabel(row.slug)}
                onDelete={() => void remove(row.id)}
              />
            ))}
          </ul>
        )}
      </ListState>
      <Pages T={T} page={page} count={list.data?.count ?? 0} onPage={setPage} label={T.slugs.title} />
    </Card>
  );
}

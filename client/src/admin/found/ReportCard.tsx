/** The SEO screen's site report (FoundScreen.tsx): the check, its findings by kind, each with its guide. */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Lang } from '../../api/types';
import type { FoundCatalogue } from '../../i18n/found-en';
import { ApiError } from '../../shared/api-error';
import { SEO_REPORT_KINDS, type SeoReportKind } from '../../shared/seo-messages';
import type { SeoIssueDto } from '../../shared/seo-types';
import { formatSiteTime } from '../../shared/site-time';
import { useAdminData } from '../admin-data';
import { useUnauthorized } from '../session';
import { foundApi } from './found-api';
import { Card, editPath, guideTitle, ListState, Pages } from './found-parts';

const CHECK_POLL_MS = 1500;

export function ReportCard({ T, lang }: { T: FoundCatalogue; lang: 'en' | 'fil' }) {
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
      <span className="hp-found__actions hp-wrap-row">
        {langs.map((l) => (
          <Link key={l} className="hp-touch" to={editPath(row.guide_id!, l)}>
            {T.report.edit} ({T.langs[l]})
          </Link>
        ))}
      </span>
    </li>
  );
}

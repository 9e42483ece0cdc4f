import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ReadersCountDto, ReadersGuideDto, ReadersReportDto, ReadersSearchDto } from '../../api/types';
import { VitalsTable } from './VitalsTable';
import { readersEn, type ReadersCatalogue } from '../../i18n/readers-en';
import { readersFil } from '../../i18n/readers-fil';
import { adminApi } from '../admin-api';
import { useAdminData } from '../admin-data';
import { useAdminLang } from '../admin-lang';
import { DASHBOARD_PATH } from '../auth';
import { downloadCsv, toCsv } from './csv';
import { ReadersChart } from './ReadersChart';
import { RTable, type RColumn } from './RTable';

export const READERS_PATH = `${DASHBOARD_PATH}/readers`;
const PERIODS = [7, 30, 90] as const;

export function readersTexts(lang: 'en' | 'fil'): ReadersCatalogue {
  return lang === 'fil' ? readersFil : readersEn;
}

type Cell = string | number;

/** A table of the report with its CSV download: the same header and rows as shown. */
function ReportTable({
  id,
  title,
  columns,
  rows,
  t,
  file,
  actions,
  intro,
}: {
  id: string;
  title: string;
  columns: RColumn[];
  rows: Cell[][];
  t: ReadersCatalogue;
  file: string;
  /** Per row, something to do (shown under the row's first cell, not exported). */
  actions?: ReactNode[];
  intro?: string;
}) {
  return (
    <section className="hp-card hp-readers__table" aria-labelledby={id}>
      <div className="hp-card__head">
        <h2 id={id}>{title}</h2>
        {rows.length > 0 && (
          <button
            type="button"
            className="hp-btn hp-btn--small"
            aria-label={`${t.downloadCsv}: ${title}`}
            onClick={() =>
              downloadCsv(
                `${file}.csv`,
                toCsv(
                  columns.map((c) => c.label),
                  rows,
                ),
              )
            }
          >
            {t.downloadCsv}
          </button>
        )}
      </div>
      {intro && <p className="hp-readers__intro">{intro}</p>}
      {rows.length === 0 ? (
        <p className="hp-readers__none">{t.none}</p>
      ) : (
        <RTable columns={columns}>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j} className={columns[j]?.numeric ? 'is-num' : undefined}>
                  {columns[j]?.numeric ? Number(cell).toLocaleString(t.locale) : cell}
                  {j === 0 && actions?.[i] && <span className="hp-rtable__action">{actions[i]}</span>}
                </td>
              ))}
            </tr>
          ))}
        </RTable>
      )}
    </section>
  );
}

function guideTitle(g: ReadersGuideDto, t: ReadersCatalogue, lang: 'en' | 'fil'): string {
  const first = lang === 'fil' ? (g.titleFil ?? g.titleEn) : (g.titleEn ?? g.titleFil);
  return first ?? t.deletedGuide(g.id);
}

function named(rows: ReadersCountDto[], names: Record<string, string>): Cell[][] {
  return rows.map((r) => [names[r.key] ?? (r.key.startsWith('site:') ? r.key.slice(5) : r.key), r.n]);
}

/** "Write this guide": the dashboard's create form with the query as the title in the query's language. */
function writeLink(q: ReadersSearchDto, t: ReadersCatalogue) {
  const params = new URLSearchParams({ new: q.query, lang: q.lang === 'fil' ? 'paano' : 'how' });
  return (
    <Link className="hp-btn hp-btn--small" to={`${DASHBOARD_PATH}?${params}#hp-create-title`} aria-label={t.writeGuideLabel(q.query)}>
      {t.writeGuide}
    </Link>
  );
}

function Report({ report, t, lang }: { report: ReadersReportDto; t: ReadersCatalogue; lang: 'en' | 'fil' }) {
  const votes = report.totals.helpfulYes + report.totals.helpfulNo;
  const percent = (yes: number, no: number) => (yes + no ? `${Math.round((100 * yes) / (yes + no))}%` : '—');
  const langName = { en: t.english, fil: t.filipino };
  const gaps = (list: ReadersSearchDto[], l: 'en' | 'fil') => list.filter((q) => q.lang === l);
  const gapColumns = [{ label: t.query }, { label: t.times, numeric: true }];
  const gapTable = (id: string, title: string, list: ReadersSearchDto[]) => (
    <ReportTable
      id={id}
      title={title}
      columns={gapColumns}
      rows={list.map((q) => [q.query, q.n])}
      actions={list.map((q) => writeLink(q, t))}
      t={t}
      file={`readers-${id}-${report.days}d`}
    />
  );
  return (
    <>
      <dl className="hp-readers__totals">
        <div className="hp-card">
          <dt>{t.views}</dt>
          <dd>{report.totals.views.toLocaleString(t.locale)}</dd>
        </div>
        <div className="hp-card">
          <dt>{t.readers}</dt>
          <dd>{report.totals.readers.toLocaleString(t.locale)}</dd>
        </div>
        <div className="hp-card">
          <dt>{t.helpfulShare}</dt>
          <dd>{percent(report.totals.helpfulYes, report.totals.helpfulNo)}</dd>
          <dd className="hp-readers__sub">{votes ? `${report.totals.helpfulYes} / ${votes}` : ''}</dd>
        </div>
        <div className="hp-card">
          <dt>{t.affiliateClicks}</dt>
          <dd>{report.totals.affiliateClicks.toLocaleString(t.locale)}</dd>
        </div>
      </dl>
      <section className="hp-card" aria-labelledby="hp-readers-chart-h">
        <div className="hp-card__head">
          <h2 id="hp-readers-chart-h">{t.chartTitle}</h2>
          <button
            type="button"
            className="hp-btn hp-btn--small"
            aria-label={`${t.downloadCsv}: ${t.chartTitle}`}
            onClick={() =>
              downloadCsv(
                `readers-daily-${report.days}d.csv`,
                toCsv(
                  [t.day, t.views, t.readers],
                  report.series.map((p) => [p.day, p.views, p.readers]),
                ),
              )
            }
          >
            {t.downloadCsv}
          </button>
        </div>
        <ReadersChart report={report} t={t} />
        <p className="hp-readers__intro">{t.readersNote}</p>
        <details>
          <summary>{t.chartTable}</summary>
          <RTable columns={[{ label: t.day }, { label: t.views, numeric: true }, { label: t.readers, numeric: true }]}>
            {report.series.map((p) => (
              <tr key={p.day}>
                <td>{p.day}</td>
                <td className="is-num">{p.views}</td>
                <td className="is-num">{p.readers}</td>
              </tr>
            ))}
          </RTable>
        </details>
      </section>
      <div className="hp-readers__grid">
        <ReportTable
          id="top-guides"
          title={t.topGuides}
          columns={[
            { label: t.guide },
            { label: t.english, numeric: true },
            { label: t.filipino, numeric: true },
            { label: t.total, numeric: true },
          ]}
          rows={report.topGuides.map((g) => [guideTitle(g, t, lang), g.viewsEn, g.viewsFil, g.viewsEn + g.viewsFil])}
          t={t}
          file={`readers-top-guides-${report.days}d`}
        />
        <ReportTable
          id="sources"
          title={t.sources}
          columns={[{ label: t.source }, { label: t.visits, numeric: true }]}
          rows={named(report.sources, t.sourceName)}
          t={t}
          file={`readers-sources-${report.days}d`}
        />
        <ReportTable
          id="devices"
          title={t.devices}
          columns={[{ label: t.device }, { label: t.visits, numeric: true }]}
          rows={named(report.devices, t.deviceName)}
          t={t}
          file={`readers-devices-${report.days}d`}
        />
        <ReportTable
          id="languages"
          title={t.languageViews}
          columns={[{ label: t.language }, { label: t.views, numeric: true }]}
          rows={named(report.languages, langName)}
          t={t}
          file={`readers-languages-${report.days}d`}
        />
        <ReportTable
          id="landings"
          title={t.landingLanguage}
          columns={[{ label: t.language }, { label: t.visits, numeric: true }]}
          rows={named(report.landings, langName)}
          t={t}
          file={`readers-landing-languages-${report.days}d`}
        />
        <ReportTable
          id="switches"
          title={t.switches}
          columns={[{ label: t.language }, { label: t.count, numeric: true }]}
          rows={named(report.switches, t.switchName)}
          t={t}
          file={`readers-switches-${report.days}d`}
        />
        <ReportTable
          id="page-types"
          title={t.pageTypes}
          columns={[{ label: t.pageType }, { label: t.views, numeric: true }]}
          rows={named(report.pages, t.pageName)}
          t={t}
          file={`readers-page-types-${report.days}d`}
        />
        <ReportTable
          id="helpful"
          title={t.helpfulness}
          columns={[{ label: t.guide }, { label: t.yes, numeric: true }, { label: t.no, numeric: true }, { label: t.share }]}
          rows={report.helpful.map((g) => [guideTitle(g, t, lang), g.helpfulYes, g.helpfulNo, percent(g.helpfulYes, g.helpfulNo)])}
          t={t}
          file={`readers-helpful-${report.days}d`}
        />
        <ReportTable
          id="affiliate"
          title={t.affiliate}
          columns={[{ label: t.guide }, { label: t.clicks, numeric: true }]}
          rows={report.affiliate.map((g) => [guideTitle(g, t, lang), g.affiliateClicks])}
          t={t}
          file={`readers-affiliate-${report.days}d`}
        />
      </div>
      <VitalsTable report={report} t={t} />
      <h2 className="hp-readers__section">{t.searchGaps}</h2>
      <p className="hp-readers__intro">{t.searchGapsIntro}</p>
      <div className="hp-readers__grid">
        {gapTable('translate-fil', t.otherOnly(t.filipino, t.english), gaps(report.otherLanguageOnly, 'fil'))}
        {gapTable('translate-en', t.otherOnly(t.english, t.filipino), gaps(report.otherLanguageOnly, 'en'))}
        {gapTable('no-results-fil', t.noResults(t.filipino), gaps(report.noResults, 'fil'))}
        {gapTable('no-results-en', t.noResults(t.english), gaps(report.noResults, 'en'))}
      </div>
    </>
  );
}

/** /admin-hp-access/readers: the owner's Readers screen (issue 24), ?days=7|30|90, in the admin's language. */
export function ReadersScreen() {
  const [params, setParams] = useSearchParams();
  const days = PERIODS.find((d) => String(d) === params.get('days')) ?? 30;
  const { lang } = useAdminLang();
  const t = readersTexts(lang);
  const report = useAdminData(
    () => adminApi.readersReport(days),
    [days],
    () => t.loadFailed,
  );
  useEffect(() => {
    document.title = `${t.title} | HowPaano admin`;
  }, [t.title]);
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="hp-readers" lang={lang}>
      <div className="hp-readers__head">
        <h1 className="hp-page-title">{t.title}</h1>
        <div className="hp-readers__controls hp-wrap-row">
          <div className="hp-readers-seg" role="group" aria-label={t.period}>
            {PERIODS.map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={d === days}
                className="hp-readers-seg__btn"
                onClick={() => set('days', String(d))}
              >
                {t.lastDays(d)}
              </button>
            ))}
          </div>
        </div>
      </div>
      <p className="hp-readers__intro">{t.intro}</p>
      {report.loading && !report.data && (
        <p className="hp-card hp-state" role="status">
          {t.loading}
        </p>
      )}
      {report.error && (
        <div className="hp-card hp-state" role="alert">
          <p>{report.error}</p>
          <button type="button" className="hp-btn" onClick={() => void report.reload()}>
            {t.retry}
          </button>
        </div>
      )}
      {report.data && <Report report={report.data} t={t} lang={lang} />}
    </div>
  );
}

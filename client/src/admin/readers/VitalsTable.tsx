import type { ReadersReportDto, ReadersVitalDto, ReadersVitalsDto } from '../../api/types';
import type { ReadersCatalogue } from '../../i18n/readers-en';
import { VITAL_RULES, VITALS, type VitalName } from '../../shared/vitals-buckets';
import { downloadCsv, toCsv } from './csv';
import { RTable } from './RTable';

/** Whole percentages of a metric's views: good, needs improvement, poor (adding up to 100). */
export function vitalShares(m: ReadersVitalDto): [number, number, number] {
  if (!m.n) return [0, 0, 0];
  const good = Math.round((100 * m.good) / m.n);
  const poor = Math.round((100 * m.poor) / m.n);
  return [good, Math.max(0, 100 - good - poor), poor];
}

/** A 75th percentile as a reader of the screen reads it: ms under a second, seconds above; CLS as a score. */
export function formatVital(name: VitalName, value: number, locale: string): string {
  if (name === 'cls') return value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  if (value >= 1000) return `${(value / 1000).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 })} s`;
  return `${Math.round(value).toLocaleString(locale)} ms`;
}

const rating = (name: VitalName, p75: number) => {
  const stored = Math.round(p75 * VITAL_RULES[name].scale);
  return stored <= VITAL_RULES[name].good ? 'good' : stored <= VITAL_RULES[name].poor ? 'ni' : 'poor';
};

function groupName(row: ReadersVitalsDto, t: ReadersCatalogue): string {
  if (row.dim === 'all') return t.speedAll;
  if (row.dim === 'page') return t.pageName[row.key as keyof ReadersCatalogue['pageName']] ?? row.key;
  if (row.dim === 'device') return t.deviceName[row.key as keyof ReadersCatalogue['deviceName']] ?? row.key;
  return row.key === 'fil' ? t.filipino : t.english;
}

/**
 * Readers' speed (issue 36 item 2): LCP, INP and CLS at the 75th percentile with the shares of views
 * rated good / needs improvement / poor, for all views, per page type, device class and language. The
 * CSV has one column per figure (numbers: ms, CLS as a score, whole percentages).
 */
export function VitalsTable({ report, t }: { report: ReadersReportDto; t: ReadersCatalogue }) {
  const rows = report.vitals;
  const csv = () => {
    const header = [t.speedGroup, t.speedMeasured];
    for (const name of VITALS) {
      const label = t[name];
      header.push(`${label}: ${t.p75}`, `${label}: ${t.good} %`, `${label}: ${t.needsImprovement} %`, `${label}: ${t.poor} %`);
    }
    const body = rows.map((row) => {
      const cells: (string | number)[] = [groupName(row, t), row.views];
      for (const name of VITALS) {
        const m = row[name];
        cells.push(...(m ? [m.p75, ...vitalShares(m)] : ['', '', '', '']));
      }
      return cells;
    });
    downloadCsv(`readers-speed-${report.days}d.csv`, toCsv(header, body));
  };
  return (
    <section className="hp-card hp-readers__table hp-vitals" aria-labelledby="readers-speed">
      <div className="hp-card__head">
        <h2 id="readers-speed">{t.speed}</h2>
        {rows.length > 0 && (
          <button type="button" className="hp-btn hp-btn--small" aria-label={`${t.downloadCsv}: ${t.speed}`} onClick={csv}>
            {t.downloadCsv}
          </button>
        )}
      </div>
      <p className="hp-readers__intro">{t.speedIntro}</p>
      {rows.length === 0 ? (
        <p className="hp-readers__none">{t.none}</p>
      ) : (
        <>
          <RTable
            columns={[
              { label: t.speedGroup },
              { label: t.speedMeasured, numeric: true },
              ...VITALS.map((name) => ({ label: t[name], numeric: true })),
            ]}
          >
            {rows.map((row) => (
              <tr key={`${row.dim}:${row.key}`} className={row.dim === 'all' ? 'hp-vitals__all' : undefined}>
                <th scope="row">{groupName(row, t)}</th>
                <td className="is-num">{row.views.toLocaleString(t.locale)}</td>
                {VITALS.map((name) => {
                  const m = row[name];
                  if (!m) return <td key={name} className="is-num" />;
                  const [good, ni, poor] = vitalShares(m);
                  return (
                    <td key={name} className="is-num" data-metric={name}>
                      <span className={`hp-vitals__p75 is-${rating(name, m.p75)}`}>{formatVital(name, m.p75, t.locale)}</span>
                      <span className="hp-vitals__shares" title={t.shares(good, ni, poor)}>
                        <span className="hp-vitals__bar" aria-hidden="true">
                          <span className="is-good" style={{ width: `${good}%` }} />
                          <span className="is-ni" style={{ width: `${ni}%` }} />
                          <span className="is-poor" style={{ width: `${poor}%` }} />
                        </span>
                        <span className="hp-vitals__share-text">{t.shares(good, ni, poor)}</span>
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </RTable>
          <p className="hp-readers__intro">{t.speedLegend}</p>
        </>
      )}
    </section>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/http';
import type { ImportJobDto, ImportReportDto, Lang } from '../api/types';
import { importEn } from '../i18n/import-en';
import { importFil } from '../i18n/import-fil';
import { adminApi } from './admin-api';
import { DASHBOARD_PATH } from './auth';
import { serverMessageFil } from '../shared/server-messages-fil';
import { useAdminLang } from './admin-lang';
import { ErrorAlert } from './fields/ErrorAlert';

/** How often the screen asks for the import's progress (the job is a row any replica can read). */
const POLL_MS = 1000;

/**
 * Import (issue 28): choose a WordPress or Blogger export, check it (dry run), change a guessed
 * language if needed, confirm, watch the progress, read the result. Export: download everything.
 * In the admin's language (issue 39).
 */
export function ImportExport() {
  const fil = useAdminLang().lang === 'fil';
  const t = fil ? importFil : importEn;
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReportDto | null>(null);
  const [langs, setLangs] = useState<Record<string, Lang>>({});
  /** Guides already here (same slug): the owner's choice per guide, and for all of them ("*"). */
  const [existing, setExisting] = useState<Record<string, 'skip' | 'replace'>>({ '*': 'skip' });
  const [applySettings, setApplySettings] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [job, setJob] = useState<ImportJobDto | null>(null);
  const polling = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(polling.current), []);

  // The server explains in English: the English screen shows its words, the Filipino one its own.
  const failure = (err: unknown) => {
    if (!(err instanceof ApiError)) return setError(t.failedRequest);
    if (!fil && err.message && !/^HTTP \d+$/.test(err.message)) return setError(err.message);
    setError(err.status === 400 ? t.badFile : err.status === 413 ? t.tooLarge : err.status === 409 ? t.busy : t.failedRequest);
  };

  async function check(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(t.noFile);
    setBusy(true);
    setError(null);
    setJob(null);
    try {
      setReport(await adminApi.importDryRun(file, langs, { existing, applySettings }));
    } catch (err) {
      setReport(null);
      failure(err);
    } finally {
      setBusy(false);
    }
  }

  function poll(id: number) {
    polling.current = window.setTimeout(() => {
      adminApi.importJob(id).then((next) => {
        setJob(next);
        if (next.state === 'running') poll(id);
      }, failure);
    }, POLL_MS);
  }

  async function confirm() {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const started = await adminApi.importStart(file, langs, { existing, applySettings });
      setJob(started);
      poll(started.id);
    } catch (err) {
      failure(err);
    } finally {
      setBusy(false);
    }
  }

  const fresh = report?.guides.filter((g) => g.state === 'new') ?? [];
  const matched = fresh.filter((g) => g.existing);
  const running = job?.state === 'running';
  const locked = running || job?.state === 'done';
  const choiceOf = (key: string) => existing[key] ?? existing['*'] ?? 'skip';
  // What the confirm button will write: new guides, plus the matched ones to replace.
  const toWrite = fresh.filter((g) => !g.existing || choiceOf(g.keys[0]!) === 'replace').length;
  const settingsToSave = !!report?.archive?.settings?.length && applySettings;
  const newCount = fresh.length - matched.length;

  return (
    <div className="hp-stack hp-import" lang={fil ? 'fil' : 'en'}>
      <div className="hp-card__head">
        <h1>{t.title}</h1>
      </div>

      <form className="hp-card" onSubmit={check} noValidate aria-labelledby="hp-import-title">
        <h2 id="hp-import-title">{t.importTitle}</h2>
        <p className="hp-hint">{t.importHint}</p>
        <label className="hp-field">
          <span>{t.fileLabel}</span>
          <input
            type="file"
            accept=".xml,.gz,.tgz,application/xml,text/xml,application/atom+xml,application/gzip"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
              setJob(null);
              setLangs({});
              setExisting({ '*': 'skip' });
              setApplySettings(true);
            }}
          />
        </label>
        <button type="submit" className="hp-btn hp-btn--primary" disabled={busy || running}>
          {busy && !report ? t.checking : t.check}
        </button>
        <ErrorAlert message={error} />
      </form>

      {report && (
        <section className="hp-card" aria-labelledby="hp-import-report">
          <h2 id="hp-import-report">{t.guidesHeading}</h2>
          <p>{fresh.length ? t.summary(newCount, report.unchanged) : t.nothingNew}</p>
          {fresh.length > 0 && report.counts && <p className="hp-hint">{t.counts(report.counts)}</p>}
          {report.archive && (
            <div className="hp-import-archive">
              <h3>{t.archiveHeading}</h3>
              <ul>
                <li>{t.archiveImages(report.archive.images)}</li>
                {report.archive.revisions > 0 && <li>{t.archiveRevisions(report.archive.revisions)}</li>}
                <li>{report.archive.settings?.length ? t.archiveSettings(report.archive.settings.join(', ')) : t.archiveSettingsSame}</li>
              </ul>
              {!!report.archive.settings?.length && (
                <label className="hp-check">
                  <input type="checkbox" checked={applySettings} disabled={locked} onChange={(e) => setApplySettings(e.target.checked)} />{' '}
                  {t.applySettings}
                </label>
              )}
            </div>
          )}
          {matched.length > 0 && (
            <label className="hp-field hp-import-existing">
              <span>{t.existingAll(matched.length)}</span>
              <select
                aria-label={t.existingAllLabel}
                value={existing['*'] ?? 'skip'}
                disabled={locked}
                // One choice for all: the per-guide choices follow it.
                onChange={(e) => setExisting({ '*': e.target.value as 'skip' | 'replace' })}
              >
                <option value="skip">{t.existingOptions.skip}</option>
                <option value="replace">{t.existingOptions.replace}</option>
              </select>
            </label>
          )}
          <ul className="hp-import-list">
            {report.guides.map((g) => {
              const title = g.title_how ?? g.title_paano ?? '';
              const key = g.keys[0]!;
              return (
                <li key={key} className="hp-import-item">
                  <strong>{[g.title_how, g.title_paano].filter(Boolean).join(' / ')}</strong>
                  <span className="hp-hint">
                    {/* A guide matched by its address is not new here: it waits for skip or replace. */}
                    {t.state[g.state === 'new' && g.existing ? 'existing' : g.state]} · {t.status[g.status]} · {g.category ?? t.noCategory}{' '}
                    · {g.paired ? t.bilingual : t.singleLanguage}
                  </span>
                  {!g.paired && g.state === 'new' && (
                    <label className="hp-import-lang">
                      <span>
                        {t.languageOf(title)}
                        {g.lang_guessed && !langs[key] ? ` (${t.guessed})` : ''}
                      </span>
                      <select
                        value={langs[key] ?? g.lang ?? 'how'}
                        disabled={running || job?.state === 'done'}
                        onChange={(e) => setLangs({ ...langs, [key]: e.target.value as Lang })}
                      >
                        <option value="how">{t.langName.how}</option>
                        <option value="paano">{t.langName.paano}</option>
                      </select>
                    </label>
                  )}
                  {g.state === 'new' && g.existing && (
                    <label className="hp-import-lang">
                      <span>{t.existingHere(g.existing.title)}</span>
                      <select
                        aria-label={`${t.existingChoice}: ${title}`}
                        value={choiceOf(key)}
                        disabled={locked}
                        onChange={(e) => setExisting({ ...existing, [key]: e.target.value as 'skip' | 'replace' })}
                      >
                        <option value="skip">{t.existingOptions.skip}</option>
                        <option value="replace">{t.existingOptions.replace}</option>
                      </select>
                    </label>
                  )}
                  {g.state === 'new' && !g.existing && g.old_paths.length > 0 && (
                    <span className="hp-hint">{t.oldAddresses(g.old_paths.length)}</span>
                  )}
                  {g.privacy && <span className="hp-hint">{t.privacy[g.privacy]}</span>}
                  {(g.held_back ?? []).map((h) => (
                    <span key={h.lang} className="hp-hint">
                      {t.heldBack(h.lang, h.why)}
                    </span>
                  ))}
                  {g.dropped && (g.dropped.tags > 0 || g.dropped.categories > 0 || g.dropped.comments > 0 || g.dropped.sticky) && (
                    <span className="hp-hint">{t.notKept(g.dropped)}</span>
                  )}
                  {g.unconverted.length > 0 && (
                    <details>
                      <summary>
                        {t.keptAsText} ({g.unconverted.length})
                      </summary>
                      <ul>
                        {g.unconverted.map((u, i) => (
                          <li key={i}>{u}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                  {g.missing_images.length > 0 && (
                    <details>
                      <summary>
                        {t.missingImages} ({g.missing_images.length})
                      </summary>
                      <ul>
                        {g.missing_images.map((m) => (
                          <li key={m}>{m}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                </li>
              );
            })}
          </ul>
          {report.categories.length > 0 && (
            <>
              <h3>{t.categoriesHeading}</h3>
              <ul>
                {report.categories.map((c) => (
                  <li key={c.name_how}>
                    {c.name_how} / {c.name_paano} ({t.categoryState[c.state]})
                  </li>
                ))}
              </ul>
            </>
          )}
          {report.skipped.length > 0 && (
            <>
              <h3>{t.skippedHeading}</h3>
              <ul>
                {report.skipped.map((s, i) => (
                  <li key={i}>
                    {s.title} — {t.skipReason[s.why]}
                  </li>
                ))}
              </ul>
            </>
          )}
          {report.skipped_redirects?.length > 0 && (
            <>
              <h3>{t.skippedRedirectsHeading}</h3>
              <ul>
                {report.skipped_redirects.map((r, i) => (
                  <li key={i}>
                    {r.path} ({r.title}) — {t.redirectWhy[r.why]}
                  </li>
                ))}
              </ul>
            </>
          )}
          {(toWrite > 0 || settingsToSave) && !job && (
            <button type="button" className="hp-btn hp-btn--primary" onClick={confirm} disabled={busy}>
              {t.confirm(toWrite)}
            </button>
          )}
          {job && (
            <div className="hp-import-progress" role="status" aria-live="polite">
              {job.state === 'running' && (
                <>
                  <progress max={Math.max(1, job.total || fresh.length)} value={job.done} aria-label={t.importing} />
                  <span>{t.progress(job.done, job.total || fresh.length)}</span>
                </>
              )}
              {job.state === 'done' && (
                <p className="hp-alert hp-alert--success">
                  {job.report?.created || !job.report?.replaced ? `${t.done(job.report?.created ?? job.done)} ` : ''}
                  {t.doneMore(job.report?.replaced ?? 0, job.report?.skipped_existing ?? 0)}
                  {job.report?.archive?.settings_saved ? `${t.settingsSaved} ` : ''}
                  <Link className="hp-touch" to={DASHBOARD_PATH}>
                    {t.toDashboard}
                  </Link>
                </p>
              )}
              {job.state === 'failed' && (
                <p className="hp-alert hp-alert--error" role="alert">
                  {t.failed} {job.error && (fil ? serverMessageFil(job.error) : job.error)}
                </p>
              )}
            </div>
          )}
        </section>
      )}

      <ExportCard t={t} />
    </div>
  );
}

function ExportCard({ t }: { t: typeof importEn }) {
  const [revisions, setRevisions] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download(xml = false) {
    setBusy(true);
    setError(null);
    try {
      const blob = await adminApi.exportSite(revisions, xml);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `howpaano-${new Date().toISOString().slice(0, 10)}.${xml ? 'xml' : 'tar.gz'}`;
      a.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setError(t.failedRequest);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="hp-card" aria-labelledby="hp-export-title">
      <h2 id="hp-export-title">{t.exportTitle}</h2>
      <p className="hp-hint">{t.exportHint}</p>
      <label className="hp-check">
        <input type="checkbox" checked={revisions} onChange={(e) => setRevisions(e.target.checked)} /> {t.withRevisions}
      </label>
      <button type="button" className="hp-btn hp-btn--primary" onClick={() => void download()} disabled={busy}>
        {busy ? t.downloading : t.download}
      </button>
      <button type="button" className="hp-btn hp-btn--small hp-btn--ghost" onClick={() => void download(true)} disabled={busy}>
        {t.downloadXml}
      </button>
      <ErrorAlert message={error} />
    </section>
  );
}

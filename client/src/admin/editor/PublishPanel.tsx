import { useId, useState } from 'react';
import type { BilingualGuideDto, Lang } from '../../api/types';
import { guidePath } from '../../shared/links';
import { SCHEDULED_BADGE, badgeClass } from '../ContentTable';
import { formatSiteTime, nextHourInput, siteTimeZone, zoneInputToDate } from '../../shared/site-time';
import { useEditorTexts } from './texts';
import { ErrorAlert } from '../fields/ErrorAlert';

interface Props {
  data: BilingualGuideDto;
  lang: Lang;
  /** Publish, unpublish and schedule act on the saved guide; with unsaved edits, "Save and publish" does both. */
  dirty: boolean;
  busy: boolean;
  onPublish(): void;
  onSaveAndPublish(): void;
  onUnpublish(): void;
  onSchedule(at: Date): void;
}

/** Where the guide stands (draft, scheduled, published) and the buttons that move it. */
export function PublishPanel({ data, lang, dirty, busy, onPublish, onSaveAndPublish, onUnpublish, onSchedule }: Props) {
  const inputId = useId();
  const texts = useEditorTexts();
  const t = texts.publish;
  const [when, setWhen] = useState(() => nextHourInput(new Date()));
  const [whenError, setWhenError] = useState<string | null>(null);
  const published = data.status === 'published';
  const scheduled = !published && Boolean(data.publish_at);
  const disabled = busy || dirty;

  const schedule = () => {
    const at = zoneInputToDate(when);
    if (!at) return setWhenError(t.chooseDateTime);
    if (at.getTime() <= Date.now()) return setWhenError(t.chooseFuture);
    setWhenError(null);
    onSchedule(at);
  };

  return (
    <section className="hp-card hp-publish" aria-label={t.region}>
      <p className="hp-publish__state">
        {published && <span className={badgeClass('published')}>{t.published}</span>}
        {scheduled && (
          <>
            <span className={SCHEDULED_BADGE}>{t.scheduled}</span> {t.goesLive(formatSiteTime(data.publish_at!, texts.locale))}
          </>
        )}
        {!published && !scheduled && <span className={badgeClass(data.status)}>{data.status === 'archived' ? t.archived : t.draft}</span>}
        {published && (
          <a className="hp-publish__live" href={guidePath(data, lang)} target="_blank" rel="noreferrer">
            {t.viewLive}
          </a>
        )}
      </p>
      {dirty && !published && <p className="hp-hint">{t.saveFirst}</p>}
      <div className="hp-publish__actions">
        {!published &&
          (dirty ? (
            <button type="button" className="hp-btn hp-btn--primary" onClick={onSaveAndPublish} disabled={busy}>
              {t.saveAndPublish}
            </button>
          ) : (
            <button type="button" className="hp-btn hp-btn--primary" onClick={onPublish} disabled={disabled}>
              {t.publishNow}
            </button>
          ))}
        {(published || scheduled) && (
          <button type="button" className="hp-btn hp-btn--secondary" onClick={onUnpublish} disabled={disabled}>
            {published ? t.unpublish : t.cancelSchedule}
          </button>
        )}
      </div>
      {!published && (
        <div className="hp-publish__schedule">
          <div className="hp-field">
            <label htmlFor={inputId}>{t.publishAt(siteTimeZone())}</label>
            <input id={inputId} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
          </div>
          <button type="button" className="hp-btn hp-btn--secondary" onClick={schedule} disabled={disabled}>
            {scheduled ? t.reschedule : t.schedule}
          </button>
          <ErrorAlert message={whenError} />
        </div>
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import type { BilingualGuideDto, Lang } from '../../api/types';
import { guidePath } from '../../shared/links';
import { SCHEDULED_BADGE, badgeClass } from '../ContentTable';
import { formatManila, manilaInputToDate, nextHourInput } from './manila-time';

interface Props {
  data: BilingualGuideDto;
  lang: Lang;
  /** Publishing acts on the saved guide: with unsaved edits the owner saves first. */
  dirty: boolean;
  busy: boolean;
  onPublish(): void;
  onUnpublish(): void;
  onSchedule(at: Date): void;
}

/** Where the guide stands (draft, scheduled, published) and the buttons that move it. */
export function PublishPanel({ data, lang, dirty, busy, onPublish, onUnpublish, onSchedule }: Props) {
  const inputId = useId();
  const [when, setWhen] = useState(() => nextHourInput(new Date()));
  const [whenError, setWhenError] = useState<string | null>(null);
  const published = data.status === 'published';
  const scheduled = !published && Boolean(data.publish_at);
  const disabled = busy || dirty;

  const schedule = () => {
    const at = manilaInputToDate(when);
    if (!at) return setWhenError('Choose a date and a time.');
    if (at.getTime() <= Date.now()) return setWhenError('Choose a time in the future.');
    setWhenError(null);
    onSchedule(at);
  };

  return (
    <section className="hp-card hp-publish" aria-label="Publishing">
      <p className="hp-publish__state">
        {published && <span className={badgeClass('published')}>Published</span>}
        {scheduled && (
          <>
            <span className={SCHEDULED_BADGE}>Scheduled</span> goes live {formatManila(data.publish_at!)} (Manila time)
          </>
        )}
        {!published && !scheduled && <span className={badgeClass(data.status)}>{data.status === 'archived' ? 'Archived' : 'Draft'}</span>}
        {published && (
          <a className="hp-publish__live" href={guidePath(data, lang)} target="_blank" rel="noreferrer">
            View live page
          </a>
        )}
      </p>
      {dirty && <p className="hp-hint">Save your edits first: publishing acts on the saved guide.</p>}
      <div className="hp-publish__actions">
        {!published && (
          <button type="button" className="hp-btn hp-btn--primary" onClick={onPublish} disabled={disabled}>
            Publish now
          </button>
        )}
        {(published || scheduled) && (
          <button type="button" className="hp-btn hp-btn--secondary" onClick={onUnpublish} disabled={disabled}>
            {published ? 'Unpublish' : 'Cancel schedule'}
          </button>
        )}
      </div>
      {!published && (
        <div className="hp-publish__schedule">
          <div className="hp-field">
            <label htmlFor={inputId}>Publish at (Manila time)</label>
            <input id={inputId} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
          </div>
          <button type="button" className="hp-btn hp-btn--secondary" onClick={schedule} disabled={disabled}>
            {scheduled ? 'Reschedule' : 'Schedule'}
          </button>
          {whenError && (
            <p className="hp-alert hp-alert--error" role="alert">
              {whenError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useT } from '../i18n/i18n';
import { useSite } from '../public/root';
import { wallClockDate } from '../shared/site-time';
import { formatBytes } from './saved-images';
import { canSave, listSaved, removeSaved, totalBytes, type SavedGuide } from './saved';

/** The Saved page (issue 36 item 4): see saved-head.ts. */
type List = { kind: 'loading' } | { kind: 'unsupported' } | { kind: 'ready'; guides: SavedGuide[] };

export function SavedPage() {
  const t = useT();
  const site = useSite();
  const [list, setList] = useState<List>({ kind: 'loading' });
  const [removed, setRemoved] = useState('');
  const load = () =>
    listSaved()
      .then((guides) => setList({ kind: 'ready', guides }))
      .catch(() => setList({ kind: 'ready', guides: [] }));
  useEffect(() => {
    if (!canSave()) setList({ kind: 'unsupported' });
    else void load();
  }, []);
  const remove = async (guide: SavedGuide) => {
    await removeSaved(guide.path);
    setRemoved(t.savedRemoved(guide.title));
    await load();
  };
  return (
    <div className="container prose-page saved-page">
      <h1 className="page-title">{t.savedTitle}</h1>
      <div className="card">
        {list.kind === 'loading' ? (
          <p role="status">{t.loading}</p>
        ) : list.kind === 'unsupported' ? (
          <p>{t.savedUnsupported}</p>
        ) : list.guides.length === 0 ? (
          <p className="saved-summary">{t.savedNone}</p>
        ) : (
          <>
            <p className="saved-summary">{t.savedSummary(list.guides.length, formatBytes(totalBytes(list.guides)))}</p>
            <ul className="saved-list">
              {list.guides.map((guide) => (
                <li key={guide.path} className="saved-item">
                  <div className="saved-item__text">
                    {/* A full page load: offline, the worker answers it from the saved copy. */}
                    <a className="saved-item__title" href={guide.path} lang={guide.lang}>
                      {guide.title}
                    </a>
                    <span className="saved-item__meta">
                      {formatBytes(guide.bytes)} · {t.savedOn}{' '}
                      <time dateTime={guide.savedAt}>{t.date(wallClockDate(new Date(guide.savedAt), site.timeZone || 'Asia/Manila'))}</time>
                    </span>
                  </div>
                  <button
                    type="button"
                    className="btn btn-secondary saved-item__remove"
                    aria-label={t.savedRemoveLabel(guide.title)}
                    onClick={() => void remove(guide)}
                  >
                    {t.savedRemove}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="visually-hidden" role="status">
          {removed}
        </p>
      </div>
    </div>
  );
}

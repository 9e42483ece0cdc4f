import '../editor/editor-extras.css';
import { useEffect, useRef, useState } from 'react';
import type { BilingualGuideDto, RevisionDto, RevisionListItemDto } from '../../api/types';
import { useAdminData } from '../admin-data';
import { ConfirmDialog } from '../ConfirmDialog';
import { historyApi } from '../editor/history-api';
import { isConflict, loadError, writeError } from '../messages';
import { useAdminTexts } from '../admin-lang';
import { useUnauthorized } from '../session';
import { RevisionDiff } from './RevisionDiff';
import { summaryLines } from './summary-labels';
import { formatWhen, useEditorTexts } from '../editor/texts';
import { ErrorAlert } from '../fields/ErrorAlert';

const PAGE_SIZE = 10;

interface Props {
  guideId: number;
  /** The guide as the editor loaded it: the "current" side of a comparison, its version the restore's check. */
  current: BilingualGuideDto;
  onRestored(message: string): void;
}

type Against = 'current' | 'previous';

/**
 * History (issue 12 item 3): the guide's revisions newest first, a page at a time; a side-by-side
 * comparison of one with the current guide or with the revision before it; restore, which saves the
 * revision's content as a new revision (the version check applies, as to every save).
 */
export function RevisionsPanel({ guideId, current, onRestored }: Props) {
  const unauthorized = useUnauthorized();
  const firstPage = useAdminData(() => historyApi.revisions(guideId, 1, PAGE_SIZE), [guideId]);
  const [older, setOlder] = useState<RevisionListItemDto[]>([]);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<{ revision: RevisionDto; previous: RevisionDto | null } | null>(null);
  const [against, setAgainst] = useState<Against>('current');
  const [toRestore, setToRestore] = useState<RevisionListItemDto | null>(null);
  const [busy, setBusy] = useState(false);
  const texts = useEditorTexts();
  const m = useAdminTexts().msg;
  const t = texts.history;
  const when = (iso: string) => formatWhen(texts, iso);

  // Each answer for the first page starts the list over: the older pages shown go, its count is the count.
  const [listed, setListed] = useState(firstPage.data);
  if (firstPage.data !== listed) {
    setListed(firstPage.data);
    setOlder([]);
    setCount(firstPage.data?.count ?? 0);
    setPage(1);
    setError(null);
  }
  const items = [...(firstPage.data?.results ?? []), ...older];
  const shownError = error ?? firstPage.error;

  // The list follows the guide: a save or restore (a new version) shows its revision at the top.
  const { reload } = firstPage;
  const listedVersion = useRef(current.version);
  useEffect(() => {
    if (listedVersion.current === current.version) return;
    listedVersion.current = current.version;
    setOpen(null);
    void reload();
  }, [current.version, reload]);

  const loadOlder = async (n: number) => {
    try {
      const res = await historyApi.revisions(guideId, n, PAGE_SIZE);
      setOlder((list) => [...list, ...res.results]);
      setCount(res.count);
      setPage(n);
      setError(null);
    } catch (err) {
      if (unauthorized(err, () => void loadOlder(n))) return;
      setError(loadError(err, m));
    }
  };

  const compare = async (item: RevisionListItemDto, index: number) => {
    setBusy(true);
    try {
      const previousItem = items[index + 1];
      const [revision, previous] = await Promise.all([
        historyApi.revision(guideId, item.id),
        previousItem ? historyApi.revision(guideId, previousItem.id) : Promise.resolve(null),
      ]);
      setOpen({ revision, previous });
      setAgainst('current');
    } catch (err) {
      if (unauthorized(err, () => void compare(item, index))) return;
      setError(loadError(err, m));
    } finally {
      setBusy(false);
    }
  };

  const confirmRestore = () => {
    const item = toRestore;
    setToRestore(null);
    if (item) void restore(item);
  };

  const restore = async (item: RevisionListItemDto) => {
    setBusy(true);
    try {
      await historyApi.restore(guideId, item.id, current.version);
      onRestored(t.restored(when(item.created_at)));
    } catch (err) {
      if (unauthorized(err, () => void restore(item))) return;
      setError(isConflict(err) ? writeError(err, m.conflict, m) : writeError(err, m.updateContentFailed, m));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="hp-card hp-revisions" aria-labelledby="hp-revisions-title">
      <h2 id="hp-revisions-title">{t.title}</h2>
      <p className="hp-hint">{t.hint}</p>
      <ErrorAlert message={shownError} />
      <ol className="hp-revisions__list">
        {items.map((item, index) => (
          <li key={item.id} className="hp-revisions__item" data-testid={`revision-${item.id}`}>
            <div className="hp-revisions__meta">
              <strong>{t.reason[item.reason] ?? item.reason}</strong> <time dateTime={item.created_at}>{when(item.created_at)}</time>
              {index === 0 && <span className="hp-badge hp-badge--blue">{t.current}</span>}
            </div>
            <ul className="hp-revisions__summary">
              {summaryLines(item.summary, texts).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <div className="hp-actions">
              <button
                type="button"
                className="hp-btn hp-btn--small hp-btn--secondary"
                disabled={busy}
                onClick={() => void compare(item, index)}
              >
                {t.compare}
              </button>
              {index > 0 && (
                <button type="button" className="hp-btn hp-btn--small hp-btn--primary" disabled={busy} onClick={() => setToRestore(item)}>
                  {t.restore}
                </button>
              )}
            </div>
            {open?.revision.id === item.id && (
              <div className="hp-revisions__compare">
                <fieldset className="hp-segmented" aria-label={t.compareWith}>
                  <label className={against === 'current' ? 'hp-segmented__item is-active' : 'hp-segmented__item'}>
                    <input type="radio" name="against" checked={against === 'current'} onChange={() => setAgainst('current')} />{' '}
                    {t.currentGuide}
                  </label>
                  <label className={against === 'previous' ? 'hp-segmented__item is-active' : 'hp-segmented__item'}>
                    <input
                      type="radio"
                      name="against"
                      checked={against === 'previous'}
                      disabled={!open.previous}
                      onChange={() => setAgainst('previous')}
                    />{' '}
                    {t.previousRevision}
                  </label>
                </fieldset>
                {against === 'current' || !open.previous ? (
                  <RevisionDiff left={open.revision.snapshot} right={current} leftLabel={t.thisRevision} rightLabel={t.current} />
                ) : (
                  <RevisionDiff
                    left={open.previous.snapshot}
                    right={open.revision.snapshot}
                    leftLabel={t.previousRevision}
                    rightLabel={t.thisRevision}
                  />
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
      {items.length < count && (
        <button type="button" className="hp-btn hp-btn--secondary" onClick={() => void loadOlder(page + 1)}>
          {t.olderRevisions}
        </button>
      )}
      {toRestore && (
        <ConfirmDialog
          title={t.restoreTitle}
          message={t.restoreMessage(when(toRestore.created_at))}
          confirmLabel={t.restoreConfirm}
          cancelLabel={t.cancel}
          onConfirm={confirmRestore}
          onCancel={() => setToRestore(null)}
        />
      )}
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../api/types';
import { browserPublicApi } from '../api/browser-public-api';
import type { Catalogue } from '../i18n/i18n';
import { guidePath } from '../shared/links';
import { SAVED_PATHS } from '../shared/site-paths';
import { translationOf } from '../shared/translation';
import { formatBytes } from './saved-images';
import type { PreparedPage } from './saved';

/**
 * "Save for offline" (issue 36 item 4) on a guide and on a category. Nothing is fetched or stored
 * until the reader asks: a guide's button saves it; a category's is a `details` whose panel opens
 * with the first tap (before the app, as HTML), then measures its newest guides and saves them on a
 * second tap, showing their size first. Hidden where the browser cannot keep them (styles.css, by
 * the attribute the page's entry sets) and on lite pages (no app there).
 */

/** The category's newest guides a save keeps: a bounded list, whatever the category's size. */
export const CATEGORY_SAVE_LIMIT = 20;

const saving = () => import(/* webpackChunkName: "saved" */ './saved');

type Progress =
  | { kind: 'idle' }
  | { kind: 'kept' }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'done'; saved: number; total: number; bytes: number }
  | { kind: 'error'; full: boolean };

function statusText(state: Progress, t: Catalogue): string {
  switch (state.kind) {
    case 'saving':
      return state.total > 1 ? t.saveOfflineSaving(state.done, state.total) : t.saveOfflineWorking;
    case 'done':
      return state.saved < state.total ? t.saveOfflineSome(state.saved, state.total) : t.saveOfflineDone(formatBytes(state.bytes));
    case 'error':
      return state.full ? t.saveOfflineFull : t.saveOfflineFailed;
    default:
      return '';
  }
}

async function run(pages: PreparedPage[], total: number, set: (state: Progress) => void): Promise<void> {
  const { savePages, SaveError } = await saving();
  try {
    if (pages.length === 0) throw new SaveError('network');
    const saved = await savePages(pages, (done, all) => set({ kind: 'saving', done, total: all }));
    set({ kind: 'done', saved: saved.length, total, bytes: saved.reduce((sum, g) => sum + g.bytes, 0) });
  } catch (error) {
    set({ kind: 'error', full: error instanceof SaveError && error.reason === 'full' });
  }
}

function Status({ state, t, lang }: { state: Progress; t: Catalogue; lang: 'en' | 'fil' }) {
  const text = statusText(state, t);
  return (
    <p className={state.kind === 'error' ? 'save-offline__status is-error' : 'save-offline__status'} role="status">
      {text}
      {state.kind === 'done' && (
        <>
          {' '}
          <a href={SAVED_PATHS[lang]}>{t.seeSaved}</a>
        </>
      )}
    </p>
  );
}

/** The guide's button: saves this address (its language's version) and the images it shows here. */
export function SaveGuide({ path, t, lang }: { path: string; t: Catalogue; lang: 'en' | 'fil' }) {
  const [state, setState] = useState<Progress>({ kind: 'idle' });
  useEffect(() => {
    let live = true;
    saving()
      .then(({ canSave, isSaved }) => (canSave() ? isSaved(path) : false))
      .then((saved) => live && saved && setState((s) => (s.kind === 'idle' ? { kind: 'kept' } : s)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path]);
  const save = async () => {
    setState({ kind: 'saving', done: 0, total: 1 });
    const { preparePages } = await saving();
    await run(await preparePages([path]), 1, setState);
  };
  const kept = state.kind === 'kept' || (state.kind === 'done' && state.saved > 0);
  return (
    <div className="save-offline">
      <button
        type="button"
        className={kept ? 'chip chip-strong save-offline__button is-saved' : 'chip chip-strong save-offline__button'}
        onClick={() => void save()}
        disabled={state.kind === 'saving'}
      >
        <span aria-hidden="true">{kept ? '✓' : '↓'}</span> {kept ? t.saveOfflineKept : t.saveOffline}
      </button>
      <Status state={state} t={t} lang={lang} />
    </div>
  );
}

type Measure = { kind: 'closed' } | { kind: 'measuring' } | { kind: 'measured'; pages: PreparedPage[]; bytes: number } | { kind: 'failed' };

/** The category's newest guides (at most CATEGORY_SAVE_LIMIT), each at its address in the page's language when it has one. */
async function categoryPaths(categoryId: number, lang: Lang): Promise<string[]> {
  const other: Lang = lang === 'paano' ? 'how' : 'paano';
  const page = await browserPublicApi.guidesPage({ categoryId, page: 1, pageSize: CATEGORY_SAVE_LIMIT });
  return page.results.map((guide) => guidePath(guide, translationOf(guide, lang).title ? lang : other));
}

/** The category's save panel: its size before saving, then progress. */
export function SaveCategory({ categoryId, lang, t }: { categoryId: number; lang: Lang; t: Catalogue }) {
  const ui = lang === 'paano' ? 'fil' : 'en';
  const details = useRef<HTMLDetailsElement>(null);
  const [measure, setMeasure] = useState<Measure>({ kind: 'closed' });
  const [state, setState] = useState<Progress>({ kind: 'idle' });
  const started = useRef(false);

  const open = () => {
    if (started.current || !details.current?.open) return;
    started.current = true;
    setMeasure({ kind: 'measuring' });
    void (async () => {
      try {
        const { preparePages, measure: size } = await saving();
        const pages = await preparePages(await categoryPaths(categoryId, lang));
        setMeasure({ kind: 'measured', pages, bytes: await size(pages) });
      } catch {
        started.current = false;
        setMeasure({ kind: 'failed' });
      }
    })();
  };
  // Opened before the app had hydrated: measure now.
  useEffect(open);

  const save = async () => {
    if (measure.kind !== 'measured') return;
    setState({ kind: 'saving', done: 0, total: measure.pages.length });
    await run(measure.pages, measure.pages.length, setState);
  };

  return (
    <details className="save-offline save-category" ref={details} onToggle={open}>
      <summary className="chip chip-strong">
        <span aria-hidden="true">↓</span> {t.saveOffline}
      </summary>
      <div className="save-category__panel">
        {measure.kind === 'failed' ? (
          <p className="save-offline__status is-error">{t.saveOfflineFailed}</p>
        ) : measure.kind === 'measured' ? (
          <>
            <p>{t.saveCategoryIntro(measure.pages.length, formatBytes(measure.bytes))}</p>
            {state.kind === 'saving' && <progress max={state.total} value={state.done} aria-label={t.saveOffline} />}
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void save()}
              disabled={state.kind === 'saving' || measure.pages.length === 0}
            >
              {t.saveCategoryButton(measure.pages.length, formatBytes(measure.bytes))}
            </button>
          </>
        ) : (
          <p role="status">{t.saveCategoryMeasuring}</p>
        )}
        <Status state={state} t={t} lang={ui} />
      </div>
    </details>
  );
}

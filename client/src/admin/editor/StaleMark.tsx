import './editor-extras.css';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Lang, StalePartDto, TranslatablePart, TranslationStateDto } from '../../api/types';
import { writeError } from '../messages';
import { useUnauthorized } from '../session';
import { historyApi } from './history-api';
import { TextDiff } from './TextDiff';
import { formatWhen, useEditorTexts } from './texts';
import { ErrorAlert } from '../fields/ErrorAlert';

interface StaleContextValue {
  guideId: number;
  lang: Lang;
  stale: StalePartDto[];
  setState(state: TranslationStateDto): void;
}

const StaleContext = createContext<StaleContextValue | null>(null);

/** Holds the editor's language's stale parts (from the loaded guide) for the StaleMarks inside. */
export function StaleProvider({
  guideId,
  lang,
  state,
  children,
}: {
  guideId: number;
  lang: Lang;
  state: TranslationStateDto | undefined;
  children: ReactNode;
}) {
  const [current, setState] = useState<TranslationStateDto>(state ?? { stale: [] });
  const stale = current.stale.filter((s) => s.lang === lang);
  return <StaleContext.Provider value={{ guideId, lang, stale, setState }}>{children}</StaleContext.Provider>;
}

/** How many parts of this language need an update (shown at the top of the editor). */
export function StaleSummary() {
  const ctx = useContext(StaleContext);
  const t = useEditorTexts();
  if (!ctx || ctx.stale.length === 0) return null;
  const other: Lang = ctx.lang === 'how' ? 'paano' : 'how';
  return (
    <p className="hp-alert hp-alert--warning" role="status">
      {t.stale.summary(ctx.stale.length, t.langName[other], t.langName[ctx.lang])}
    </p>
  );
}

/**
 * "Needs update" beside one part of the editor when the other language changed after this
 * language's text of the part: what changed in the other language since, and "Mark as up to date".
 */
export function StaleMark({ part, sectionId }: { part: TranslatablePart; sectionId?: number }) {
  const ctx = useContext(StaleContext);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unauthorized = useUnauthorized();
  const texts = useEditorTexts();
  const t = texts.stale;
  if (!ctx) return null;
  const stale = ctx.stale.find((s) => s.part === part && (part !== 'section' || s.section_id === sectionId));
  if (!stale) return null;
  const source = texts.langName[ctx.lang === 'how' ? 'paano' : 'how'];

  const mark = async () => {
    setBusy(true);
    setError(null);
    try {
      ctx.setState(await historyApi.markUpToDate(ctx.guideId, ctx.lang, part, sectionId));
    } catch (err) {
      if (unauthorized(err, () => void mark())) return;
      setError(writeError(err, t.markFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="hp-stale" data-testid={`stale-${part}${sectionId ? `-${sectionId}` : ''}`}>
      <details>
        <summary>
          <span className="hp-badge hp-badge--orange">{t.needsUpdate}</span>{' '}
          <span className="hp-stale__why">{t.changedOn(source, formatWhen(texts, stale.changed_at))}</span>
          <span className="hp-stale__toggle">{t.showChanges}</span>
        </summary>
        <p className="hp-hint">{t.whatChanged(source)}</p>
        <TextDiff before={stale.was} after={stale.now} label={t.changesIn(source)} />
      </details>
      <ErrorAlert message={error} />
      <button type="button" className="hp-btn hp-btn--small hp-btn--secondary" onClick={() => void mark()} disabled={busy}>
        {t.markUpToDate}
      </button>
    </div>
  );
}

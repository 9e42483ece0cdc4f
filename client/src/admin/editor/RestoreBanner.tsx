import type { AutosaveDto } from '../../api/types';
import { formatSiteTime } from '../../shared/site-time';
import { useEditorTexts } from './texts';

interface Props {
  draft: AutosaveDto;
  /** The guide was saved again after this draft was made. */
  older: boolean;
  onRestore(): void;
  onDiscard(): void;
}

/** After a reload, a crash or a sign-in: the edits that were not saved, offered back. */
export function RestoreBanner({ draft, older, onRestore, onDiscard }: Props) {
  const texts = useEditorTexts();
  const t = texts.restore;
  return (
    <div className="hp-alert hp-alert--info hp-restore" role="region" aria-label={t.region}>
      <p>
        {t.kept(formatSiteTime(draft.saved_at, texts.locale))}
        {older && ` ${t.older}`}
      </p>
      <div className="hp-restore__actions">
        <button type="button" className="hp-btn hp-btn--primary" onClick={onRestore}>
          {t.restore}
        </button>
        <button type="button" className="hp-btn hp-btn--ghost" onClick={onDiscard}>
          {t.discard}
        </button>
      </div>
    </div>
  );
}

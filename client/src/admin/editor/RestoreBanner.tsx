import type { AutosaveDto } from '../../api/types';
import { formatManila } from './manila-time';

interface Props {
  draft: AutosaveDto;
  /** The guide was saved again after this draft was made. */
  older: boolean;
  onRestore(): void;
  onDiscard(): void;
}

/** After a reload, a crash or a sign-in: the edits that were not saved, offered back. */
export function RestoreBanner({ draft, older, onRestore, onDiscard }: Props) {
  return (
    <div className="hp-alert hp-alert--info hp-restore" role="region" aria-label="Unsaved edits">
      <p>
        Unsaved edits from {formatManila(draft.saved_at)} (Manila time) were kept.
        {older && ' The guide was saved again since; saving them will show you what differs first.'}
      </p>
      <div className="hp-restore__actions">
        <button type="button" className="hp-btn hp-btn--primary" onClick={onRestore}>
          Restore edits
        </button>
        <button type="button" className="hp-btn hp-btn--ghost" onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </div>
  );
}

import { useEditorTexts } from './texts';
import type { AutosaveStatus } from './useAutosave';

/** Where the owner's unsaved edits are: kept on the server, being sent, or only on this device. */
export function SaveState({ status }: { status: AutosaveStatus }) {
  const t = useEditorTexts().saveState;
  const text: Record<AutosaveStatus, string> = { saved: t.saved, saving: t.saving, offline: t.offline, 'signed-out': t.signedOut };
  return (
    <span className={`hp-save-state hp-save-state--${status}`} role="status" aria-live="polite" title={t.title}>
      {text[status]}
    </span>
  );
}

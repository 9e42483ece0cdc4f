import type { AutosaveStatus } from './useAutosave';

const TEXT: Record<AutosaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Offline, kept on this device',
  'signed-out': 'Signed out, kept on this device',
};

/** Where the owner's unsaved edits are: kept on the server, being sent, or only on this device. */
export function SaveState({ status }: { status: AutosaveStatus }) {
  return (
    <span className={`hp-save-state hp-save-state--${status}`} role="status" aria-live="polite" title="Your edits are kept as you type; Save updates the guide.">
      {TEXT[status]}
    </span>
  );
}

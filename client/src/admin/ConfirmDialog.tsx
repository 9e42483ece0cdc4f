import { useEffect, useId, useRef } from 'react';
import { useAdminTexts } from './admin-lang';

interface Props {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question (delete, leave with unsaved changes). Escape cancels; focus starts on Cancel. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, danger, onConfirm, onCancel }: Props) {
  const t = useAdminTexts().common;
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  const dialogRef = useRef<HTMLDivElement>(null);

  // Focus starts on Cancel, stays inside the dialog (Tab cycles), and goes back where it was.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel.current();
      if (e.key !== 'Tab' || !dialogRef.current) return;
      const buttons = Array.from(dialogRef.current.querySelectorAll<HTMLButtonElement>('button'));
      const first = buttons[0];
      const last = buttons[buttons.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <div className="hp-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div ref={dialogRef} className="hp-modal" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId}>
        <h2 id={titleId}>{title}</h2>
        <p id={messageId}>{message}</p>
        <div className="hp-modal__actions">
          <button type="button" ref={cancelRef} className="hp-btn hp-btn--ghost" onClick={onCancel}>
            {cancelLabel ?? t.cancel}
          </button>
          <button type="button" className={`hp-btn ${danger ? 'hp-btn--danger' : 'hp-btn--primary'}`} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SUCCESS_MS } from './messages';
import { useAdminTexts } from './admin-lang';

type ToastKind = 'success' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastApi {
  success(text: string): void;
  error(text: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Toast notifications: 320 px wide, 16 px from the corner (SPEC §9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);

  const dismissLabel = useAdminTexts().common.dismiss;
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId.current++;
      // One message at a time (issue 29): a new toast replaces the one before, whatever its kind.
      setToasts([{ id, kind, text }]);
      const timer = setTimeout(
        () => {
          timers.current.delete(timer);
          dismiss(id);
        },
        kind === 'error' ? SUCCESS_MS * 2 : SUCCESS_MS,
      );
      timers.current.add(timer);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(() => ({ success: (t) => push('success', t), error: (t) => push('error', t) }), [push]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="hp-toasts" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`hp-toast hp-toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
            <span>{t.text}</span>
            <button type="button" className="hp-toast__close" aria-label={dismissLabel} onClick={() => dismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
}

/** A message that clears itself after SUCCESS_MS (success texts of SPEC §4). */
export function useFlash(): [string | null, (text: string | null) => void] {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = useCallback((value: string | null) => {
    if (timer.current) clearTimeout(timer.current);
    setText(value);
    if (value) timer.current = setTimeout(() => setText(null), SUCCESS_MS);
  }, []);
  return [text, show];
}

/**
 * One message area per form (issue 29): an error and a success never show together; a new message,
 * of either kind, replaces the one before (an old red error stayed beside a new green success).
 */
export function useFormMessage() {
  const [error, setErrorText] = useState<string | null>(null);
  const [success, flash] = useFlash();
  const setError = useCallback(
    (text: string | null) => {
      if (text !== null) flash(null);
      setErrorText(text);
    },
    [flash],
  );
  const showSuccess = useCallback(
    (text: string | null) => {
      if (text !== null) setErrorText(null);
      flash(text);
    },
    [flash],
  );
  return { error, setError, success, showSuccess };
}

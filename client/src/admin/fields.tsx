import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/** SPEC §9: bullet text areas have between 1 and 5 rows. */
export const BULLET_MIN_ROWS = 1;
export const BULLET_MAX_ROWS = 5;
/** SPEC §9: the font-size marker defaults to 16px. */
export const DEFAULT_FONT_SIZE = '16px';
export const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '28px', '32px'];

/** The visible label, bound to its control, with the required marker beside it (outside the name). */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <div className="hp-field__label">
      <label htmlFor={htmlFor}>{label}</label>
      {required && (
        <span className="hp-required" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  type?: 'text' | 'password' | 'url' | 'search';
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
  inputRef?: RefObject<HTMLInputElement | null>;
  lang?: string;
}

export function TextField({
  label,
  value,
  onChange,
  required,
  type = 'text',
  name,
  autoComplete,
  placeholder,
  hint,
  inputRef,
  lang,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className="hp-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        ref={inputRef}
        type={type}
        name={name}
        value={value}
        required={required}
        autoComplete={autoComplete}
        placeholder={placeholder}
        lang={lang}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && <p className="hp-hint">{hint}</p>}
    </div>
  );
}

/**
 * SPEC §5: the Tab key in text areas inserts two spaces. Returns the key handler; the caret is put
 * back after React re-renders the controlled value.
 */
function useTwoSpaceTab(value: string, onChange: (value: string) => void, ref: RefObject<HTMLTextAreaElement | null>) {
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current !== null && ref.current) {
      ref.current.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [value, ref]);
  return (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Tab' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const el = e.currentTarget;
    const start = el.selectionStart;
    const end = el.selectionEnd;
    caret.current = start + 2;
    onChange(value.slice(0, start) + '  ' + value.slice(end));
  };
}

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  rows?: number;
  hint?: ReactNode;
  lang?: string;
}

export function TextAreaField({ label, value, onChange, required, rows = 3, hint, lang }: TextAreaFieldProps) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const onKeyDown = useTwoSpaceTab(value, onChange, ref);
  return (
    <div className="hp-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        value={value}
        required={required}
        lang={lang}
        onKeyDown={onKeyDown}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && <p className="hp-hint">{hint}</p>}
    </div>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  children: ReactNode;
}

export function SelectField({ label, value, onChange, required, children }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="hp-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select id={id} value={value} required={required} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** Wraps the selected text (or inserts an empty marker) in SPEC §5's [Npx ...] size marker. */
interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/**
 * A checkbox inside its label: the whole row (at least 44 px high, the width of its text) is what a
 * finger taps, not only the box (issue 12 item 5).
 */
export function CheckField({ label, checked, onChange }: CheckFieldProps) {
  return (
    <label className="hp-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

export function wrapWithSize(value: string, start: number, end: number, size: string): { value: string; caret: number } {
  const selected = value.slice(start, end);
  const marker = `[${size} ${selected}]`;
  const caret = selected ? start + marker.length : start + size.length + 2;
  return { value: value.slice(0, start) + marker + value.slice(end), caret };
}

/** Rows for a bullet text area: its content's height in lines, clamped to 1–5 (SPEC §9). */
export function clampRows(lines: number): number {
  return Math.min(BULLET_MAX_ROWS, Math.max(BULLET_MIN_ROWS, lines));
}

interface BulletTextareaProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onRemove?: () => void;
  removeLabel?: string;
  lang?: string;
}

/**
 * One bullet: a text area that grows from 1 to 5 rows with its content, Tab inserts two spaces,
 * and a font-size toolbar (default 16px) wraps the selection in [Npx ...].
 */
export function BulletTextarea({ label, value, onChange, onRemove, removeLabel, lang }: BulletTextareaProps) {
  const id = useId();
  const sizeId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [rows, setRows] = useState(() => clampRows(value.split('\n').length));
  const [size, setSize] = useState(DEFAULT_FONT_SIZE);
  const pendingCaret = useRef<number | null>(null);
  const onTab = useTwoSpaceTab(value, onChange, ref);

  // Measure the content at one row, then grow to fit (wrapped lines count too).
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const lineHeight = parseFloat(style.lineHeight) || 20;
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    const previous = el.rows;
    el.rows = 1;
    const lines = Math.round((el.scrollHeight - padding) / lineHeight);
    el.rows = previous;
    setRows(clampRows(Math.max(lines, el.value.split('\n').length)));
  }, []);

  useLayoutEffect(() => {
    measure();
    const el = ref.current;
    if (el && pendingCaret.current !== null) {
      el.focus();
      el.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  }, [value, measure]);

  // A narrower or wider box wraps differently (phone rotation, window resize).
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth !== width) {
        width = el.clientWidth;
        measure();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const applySize = () => {
    const el = ref.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = wrapWithSize(value, start, end, size);
    pendingCaret.current = next.caret;
    onChange(next.value);
  };

  return (
    <div className="hp-bullet">
      <div className="hp-bullet__head">
        <label htmlFor={id}>{label}</label>
        <div className="hp-bullet__toolbar" role="group" aria-label={`${label} formatting`}>
          <label htmlFor={sizeId} className="hp-bullet__size-label" aria-label={`Font size for ${label}`}>
            Size
          </label>
          <select id={sizeId} value={size} onChange={(e: ChangeEvent<HTMLSelectElement>) => setSize(e.target.value)}>
            {FONT_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <button type="button" className="hp-btn hp-btn--small" onMouseDown={(e) => e.preventDefault()} onClick={applySize}>
            Apply size
          </button>
          {onRemove && (
            <button type="button" className="hp-btn hp-btn--small hp-btn--ghost" aria-label={removeLabel} onClick={onRemove}>
              Remove
            </button>
          )}
        </div>
      </div>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        value={value}
        lang={lang}
        className="hp-bullet__text"
        onKeyDown={onTab}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

interface ImageFieldProps {
  label: string;
  file: File | null;
  /** The stored image (editor), shown until replaced or removed. */
  currentUrl?: string | null;
  onFile(file: File | null): void;
  onRemoveCurrent?: () => void;
  /** Shown when a non-image file is picked. */
  invalidMessage: string;
}

/** An optional image file: image files only, a preview, and Remove. */
export function ImageField({ label, file, currentUrl, onFile, onRemoveCurrent, invalidMessage }: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    // A data: URL, not a blob: one: the site's Content-Security-Policy allows img-src 'self' data:.
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
      reader.abort();
    };
  }, [file]);

  const shown = preview ?? currentUrl ?? null;
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0] ?? null;
    if (picked && !picked.type.startsWith('image/')) {
      setError(invalidMessage);
      e.target.value = '';
      onFile(null);
      return;
    }
    setError(null);
    onFile(picked);
  };

  return (
    <div className="hp-field hp-image-field">
      <label htmlFor={id}>{label}</label>
      {shown && (
        <div className="hp-image-field__preview">
          <img src={shown} alt={`${label} preview`} />
          <button
            type="button"
            className="hp-btn hp-btn--small hp-btn--ghost"
            onClick={() => {
              if (file) onFile(null);
              else onRemoveCurrent?.();
            }}
          >
            Remove {label.toLowerCase()}
          </button>
        </div>
      )}
      <input id={id} ref={inputRef} type="file" accept="image/*" onChange={onPick} />
      {error && (
        <p className="hp-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface SourcesFieldProps {
  sources: string[];
  onChange(sources: string[]): void;
}

/** Source links; blank ones are dropped on submit (SPEC §5). */
export function SourcesField({ sources, onChange }: SourcesFieldProps) {
  return (
    <fieldset className="hp-fieldset">
      <legend>Sources</legend>
      {sources.length === 0 && <p className="hp-hint">No sources yet.</p>}
      {sources.map((link, index) => (
        <div className="hp-source-row" key={index}>
          <TextField
            label={`Source link ${index + 1}`}
            type="url"
            value={link}
            placeholder="https://example.com/article"
            onChange={(value) => onChange(sources.map((s, i) => (i === index ? value : s)))}
          />
          <button
            type="button"
            className="hp-btn hp-btn--small hp-btn--ghost"
            aria-label={`Remove source link ${index + 1}`}
            onClick={() => onChange(sources.filter((_, i) => i !== index))}
          >
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="hp-btn hp-btn--secondary" onClick={() => onChange([...sources, ''])}>
        Add source
      </button>
    </fieldset>
  );
}

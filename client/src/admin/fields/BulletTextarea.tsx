import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { DEFAULT_FONT_SIZE, FONT_SIZES, wrapWithSize } from './font-size';
import { useTwoSpaceTab } from './two-space-tab';
import { useAdminTexts } from '../admin-lang';

/** SPEC §9: bullet text areas have between 1 and 5 rows. */
export const BULLET_MIN_ROWS = 1;
export const BULLET_MAX_ROWS = 5;

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
  const admin = useAdminTexts();
  const t = admin.fields;
  const remove = admin.common.remove;
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
        <div className="hp-bullet__toolbar" role="group" aria-label={t.formattingOf(label)}>
          <label htmlFor={sizeId} className="hp-bullet__size-label" aria-label={t.fontSizeFor(label)}>
            {t.size}
          </label>
          <select id={sizeId} value={size} onChange={(e: ChangeEvent<HTMLSelectElement>) => setSize(e.target.value)}>
            {FONT_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <button type="button" className="hp-btn hp-btn--small" onMouseDown={(e) => e.preventDefault()} onClick={applySize}>
            {t.applySize}
          </button>
          {onRemove && (
            <button type="button" className="hp-btn hp-btn--small hp-btn--ghost" aria-label={removeLabel} onClick={onRemove}>
              {remove}
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

import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { DEFAULT_FONT_SIZE, FONT_SIZES } from '../fields/font-size';
import { indentLines, insertAffiliateLink, insertLink, outdentLines, wrapSelection, type TextEdit } from './format-edit';
import { useEditorTexts } from './texts';
import { useAdminTexts } from '../admin-lang';

type Field = HTMLTextAreaElement | HTMLInputElement;

/** Sets a React-controlled field's value the way typing does, so its onChange runs. */
function applyEdit(field: Field, edit: TextEdit): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, edit.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.focus();
  field.setSelectionRange(edit.start, edit.end);
}

interface Props {
  /** The form whose text fields the toolbar edits (the last one focused). */
  scope: RefObject<HTMLElement | null>;
}

/**
 * SPEC §5's markers by touch: bold, italic, code, link, size and sub-point indent/outdent (phone
 * keyboards have no Tab). Acts on the text field focused last; the buttons do not take the focus.
 */
export function FormatToolbar({ scope }: Props) {
  const sizeId = useId();
  const t = useEditorTexts();
  const k = useAdminTexts().toolbar;
  const last = useRef<Field | null>(null);
  const [size, setSize] = useState(DEFAULT_FONT_SIZE);
  const [hasField, setHasField] = useState(false);

  useEffect(() => {
    const root = scope.current;
    if (!root) return;
    const onFocus = (e: FocusEvent) => {
      const el = e.target;
      if (el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && el.type === 'text')) {
        last.current = el;
        setHasField(true);
      }
    };
    root.addEventListener('focusin', onFocus);
    return () => root.removeEventListener('focusin', onFocus);
  }, [scope]);

  const run = (make: (value: string, start: number, end: number) => TextEdit) => {
    const field = last.current;
    if (!field?.isConnected) return;
    applyEdit(field, make(field.value, field.selectionStart ?? field.value.length, field.selectionEnd ?? field.value.length));
  };
  // Keeps the text field's focus and selection (and the phone keyboard) while a button is pressed.
  const keep = (e: { preventDefault(): void }) => e.preventDefault();
  const button = (label: string, text: string, make: (value: string, start: number, end: number) => TextEdit) => (
    <button
      type="button"
      className="hp-btn hp-btn--ghost hp-format__btn"
      aria-label={label}
      title={label}
      onPointerDown={keep}
      onMouseDown={keep}
      onClick={() => run(make)}
      disabled={!hasField}
    >
      {text}
    </button>
  );

  return (
    <div className="hp-format" role="toolbar" aria-label={k.label}>
      {button(k.bold, 'B', (v, s, e) => wrapSelection(v, s, e, '**', '**', k.boldSample))}
      {button(k.italic, 'I', (v, s, e) => wrapSelection(v, s, e, '*', '*', k.italicSample))}
      {button(k.code, '</>', (v, s, e) => wrapSelection(v, s, e, '`', '`', k.codeSample))}
      {button(k.link, k.linkText, insertLink)}
      {button(t.affiliate.buttonTitle, t.affiliate.button, insertAffiliateLink)}
      <label className="hp-format__label" htmlFor={sizeId}>
        {k.textSize}
      </label>
      <select id={sizeId} className="hp-format__size" value={size} onChange={(e) => setSize(e.target.value)}>
        {FONT_SIZES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {button(k.applySize, k.size, (v, s, e) => wrapSelection(v, s, e, `[${size} `, ']', k.textSample))}
      {button(k.indent, k.indentText, indentLines)}
      {button(k.outdent, k.outdentText, outdentLines)}
    </div>
  );
}

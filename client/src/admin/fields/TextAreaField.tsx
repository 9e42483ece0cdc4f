import { useId, useRef, type ReactNode } from 'react';
import { FieldLabel } from './FieldLabel';
import { useTwoSpaceTab } from './two-space-tab';

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

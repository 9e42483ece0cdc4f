import { useRef, type ReactNode } from 'react';
import { FieldFrame, textControl } from './FieldLabel';
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
  const ref = useRef<HTMLTextAreaElement>(null);
  const onKeyDown = useTwoSpaceTab(value, onChange, ref);
  return (
    <FieldFrame label={label} required={required} hint={hint}>
      {(id) => <textarea {...textControl(id, { value, onChange, required, lang })} ref={ref} rows={rows} onKeyDown={onKeyDown} />}
    </FieldFrame>
  );
}

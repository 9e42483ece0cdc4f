import type { ReactNode, RefObject } from 'react';
import { FieldFrame, textControl } from './FieldLabel';

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
  return (
    <FieldFrame label={label} required={required} hint={hint}>
      {(id) => (
        <input
          {...textControl(id, { value, onChange, required, lang })}
          ref={inputRef}
          type={type}
          name={name}
          autoComplete={autoComplete}
          placeholder={placeholder}
        />
      )}
    </FieldFrame>
  );
}

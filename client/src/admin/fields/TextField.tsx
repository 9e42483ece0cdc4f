import { useId, type ReactNode, type RefObject } from 'react';
import { FieldLabel } from './FieldLabel';

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

import { useId, type ReactNode } from 'react';
import { FieldLabel } from './FieldLabel';

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

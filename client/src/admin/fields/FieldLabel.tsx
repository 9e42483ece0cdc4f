import { useId, type ReactNode } from 'react';

/** The visible label, bound to its control, with the required marker beside it (outside the name). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
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

/** A labelled control's frame: the label bound to the control by id, the control, and the hint under it. */
export function FieldFrame(props: { label: string; required?: boolean; hint?: ReactNode; children(id: string): ReactNode }) {
  const id = useId();
  return (
    <div className="hp-field">
      <FieldLabel htmlFor={id} label={props.label} required={props.required} />
      {props.children(id)}
      {props.hint && <p className="hp-hint">{props.hint}</p>}
    </div>
  );
}

/** What a text input and a text area share: the id, the bound value, required and the text's language. */
export function textControl(id: string, field: { value: string; onChange(value: string): void; required?: boolean; lang?: string }) {
  return {
    id,
    value: field.value,
    required: field.required,
    lang: field.lang,
    onChange: (e: { target: { value: string } }) => field.onChange(e.target.value),
  };
}

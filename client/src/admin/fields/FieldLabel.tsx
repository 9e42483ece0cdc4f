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

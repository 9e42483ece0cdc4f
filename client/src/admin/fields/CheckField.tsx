import { useId } from 'react';

interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** A line under the check, read with it (aria-describedby). */
  hint?: string;
}

/**
 * A checkbox inside its label: the whole row (at least 44 px high, the width of its text) is what a
 * finger taps, not only the box (issue 12 item 5).
 */
export function CheckField({ label, checked, onChange, hint }: CheckFieldProps) {
  const hintId = useId();
  const box = (
    <label className="hp-check">
      <input type="checkbox" checked={checked} aria-describedby={hint ? hintId : undefined} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
  if (!hint) return box;
  return (
    <>
      {box}
      <p className="hp-hint" id={hintId}>
        {hint}
      </p>
    </>
  );
}

interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/**
 * A checkbox inside its label: the whole row (at least 44 px high, the width of its text) is what a
 * finger taps, not only the box (issue 12 item 5).
 */
export function CheckField({ label, checked, onChange }: CheckFieldProps) {
  return (
    <label className="hp-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

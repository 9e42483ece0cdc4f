import { GUIDE_STATUSES, type GuideStatus } from '../../api/types';
import { SelectField } from './SelectField';

/** A guide's status (the editor, the create form): every status of SPEC, capitalized. */
export function StatusSelect({ value, onChange }: { value: GuideStatus; onChange(status: GuideStatus): void }) {
  return (
    <SelectField label="Status" value={value} onChange={(v) => onChange(v as GuideStatus)}>
      {GUIDE_STATUSES.map((s) => (
        <option key={s} value={s}>
          {s[0].toUpperCase() + s.slice(1)}
        </option>
      ))}
    </SelectField>
  );
}

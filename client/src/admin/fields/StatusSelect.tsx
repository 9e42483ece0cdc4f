import { GUIDE_STATUSES, type GuideStatus } from '../../api/types';
import { SelectField } from './SelectField';
import { useAdminTexts } from '../admin-lang';

/** A guide's status (the editor, the create form): every status of SPEC, capitalized. */
export function StatusSelect({ value, onChange }: { value: GuideStatus; onChange(status: GuideStatus): void }) {
  const t = useAdminTexts();
  return (
    <SelectField label={t.fields.status} value={value} onChange={(v) => onChange(v as GuideStatus)}>
      {GUIDE_STATUSES.map((s) => (
        <option key={s} value={s}>
          {t.status[s]}
        </option>
      ))}
    </SelectField>
  );
}

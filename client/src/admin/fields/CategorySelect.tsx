import type { CategoryDto } from '../../api/types';
import { categoryLabel } from '../../shared/translation';
import { SelectField } from './SelectField';
import { useAdminTexts } from '../admin-lang';

interface CategorySelectProps {
  categories: CategoryDto[];
  value: string;
  onChange(categoryId: string): void;
  label?: string;
  /** The first option, for no category chosen. */
  none?: string;
  required?: boolean;
}

/** A guide's category (the editor, the create form), or the table's category filter: every category by its label. */
export function CategorySelect({ categories, value, onChange, label, none, required }: CategorySelectProps) {
  const t = useAdminTexts().fields;
  return (
    <SelectField label={label ?? t.category} value={value} onChange={onChange} required={required}>
      <option value="">{none ?? t.selectCategory}</option>
      {categories.map((c) => (
        <option key={c.id} value={c.id}>
          {categoryLabel(c)}
        </option>
      ))}
    </SelectField>
  );
}

import './blocks-editor.css';
import { DIFFICULTIES, type Difficulty } from '../../api/types';
import { SelectField } from '../fields/SelectField';
import { TextField } from '../fields/TextField';
import type { AtAGlanceDraft } from './step-model';
import { useEditorTexts } from './texts';

const below = (from: string, to: string) => {
  const [a, b] = [from, to].map((x) => Number(x.replace(/[₱,\s]/g, '')));
  return from.trim() !== '' && to.trim() !== '' && Number.isFinite(a) && Number.isFinite(b) && b < a;
};

/**
 * The guide's "at a glance" (issue 38): time needed, cost (₱, a range allowed) and difficulty. The
 * facts are the same in both languages (numbers; each page words them), so this is a shared field
 * like the category. The server checks the same (a "to" below the first is refused).
 */
export function AtAGlanceEditor({
  value,
  onChange,
}: {
  value: AtAGlanceDraft;
  /**
   * The one fact changed, to merge into the form's latest "at a glance": a whole value built from
   * this render's props would put back whatever changed since (the editor lost a typed cost that way).
   */
  onChange(patch: Partial<AtAGlanceDraft>): void;
}) {
  const t = useEditorTexts().glance;
  const set = onChange;
  return (
    <fieldset className="hp-section hp-glance">
      <legend>{t.title}</legend>
      <p className="hp-hint">{t.hint}</p>
      <div className="hp-glance__row" role="group" aria-label={t.time}>
        <TextField label={t.timeFrom} value={value.time_minutes} onChange={(v) => set({ time_minutes: v })} />
        <TextField label={t.timeTo} value={value.time_max_minutes} onChange={(v) => set({ time_max_minutes: v })} />
      </div>
      {below(value.time_minutes, value.time_max_minutes) && <p className="hp-field-error">{t.badRange}</p>}
      <div className="hp-glance__row" role="group" aria-label={t.cost}>
        <TextField label={t.costFrom} value={value.cost_min} onChange={(v) => set({ cost_min: v })} />
        <TextField label={t.costTo} value={value.cost_max} onChange={(v) => set({ cost_max: v })} />
      </div>
      {below(value.cost_min, value.cost_max) && <p className="hp-field-error">{t.badRange}</p>}
      <SelectField label={t.difficulty} value={value.difficulty} onChange={(v) => set({ difficulty: v as Difficulty | '' })}>
        <option value="">{t.none}</option>
        {DIFFICULTIES.map((d) => (
          <option key={d} value={d}>
            {t.level[d]}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}

import { useId, useState } from 'react';
import { FIELD_LABEL, type ConflictField, type FieldDifference } from './conflict-model';

interface Props {
  differences: FieldDifference[];
  busy: boolean;
  /** Save the owner's whole form over the newer save. */
  onKeepMine(): void;
  /** Drop the owner's edits for the newer save (asked, never silent). */
  onTakeTheirs(): void;
  /** Save the owner's form with these fields taken from the newer save. */
  onMerge(takeTheirs: Set<ConflictField>): void;
  onCancel(): void;
}

/** A 409: another save came first. Shows each field that differs and lets the owner choose, field by field. */
export function ConflictDialog({ differences, busy, onKeepMine, onTakeTheirs, onMerge, onCancel }: Props) {
  const titleId = useId();
  const [theirs, setTheirs] = useState<Set<ConflictField>>(new Set());
  const choose = (field: ConflictField, take: boolean) =>
    setTheirs((prev) => {
      const next = new Set(prev);
      if (take) next.add(field);
      else next.delete(field);
      return next;
    });

  return (
    <div className="hp-modal-backdrop">
      <div className="hp-modal hp-modal--wide" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>Another save came first</h2>
        <p>This guide was saved elsewhere since you opened it. Choose what to keep, field by field, or keep all of yours.</p>
        {differences.length === 0 && <p>The other save changed nothing you see here; your edits can be saved as they are.</p>}
        {differences.map((d) => (
          <fieldset key={d.field} className="hp-conflict">
            <legend>{FIELD_LABEL[d.field]}</legend>
            <div className="hp-conflict__sides">
              <label className="hp-conflict__side">
                <input type="radio" name={`conflict-${d.field}`} checked={!theirs.has(d.field)} onChange={() => choose(d.field, false)} />
                <span className="hp-conflict__who">Yours</span>
                <span className="hp-conflict__text">{d.mine || '(empty)'}</span>
              </label>
              <label className="hp-conflict__side">
                <input type="radio" name={`conflict-${d.field}`} checked={theirs.has(d.field)} onChange={() => choose(d.field, true)} />
                <span className="hp-conflict__who">The other save</span>
                <span className="hp-conflict__text">{d.theirs || '(empty)'}</span>
              </label>
            </div>
          </fieldset>
        ))}
        <div className="hp-modal__actions hp-modal__actions--wrap">
          <button type="button" className="hp-btn hp-btn--ghost" onClick={onCancel} disabled={busy}>
            Decide later
          </button>
          <button type="button" className="hp-btn hp-btn--secondary" onClick={onTakeTheirs} disabled={busy}>
            Take theirs
          </button>
          {differences.length > 0 && (
            <button type="button" className="hp-btn hp-btn--secondary" onClick={() => onMerge(theirs)} disabled={busy}>
              Save merged
            </button>
          )}
          <button type="button" className="hp-btn hp-btn--primary" onClick={onKeepMine} disabled={busy}>
            Keep mine (save over)
          </button>
        </div>
      </div>
    </div>
  );
}

import { useId, useState } from 'react';
import { type ConflictField, type FieldDifference } from './conflict-model';
import { useEditorTexts } from './texts';

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
  const t = useEditorTexts().conflict;
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
        <h2 id={titleId}>{t.title}</h2>
        <p>{t.body}</p>
        {differences.length === 0 && <p>{t.nothingDiffers}</p>}
        {differences.map((d) => (
          <fieldset key={d.field} className="hp-conflict">
            <legend>{t.field[d.field]}</legend>
            <div className="hp-conflict__sides">
              <label className="hp-conflict__side">
                <input type="radio" name={`conflict-${d.field}`} checked={!theirs.has(d.field)} onChange={() => choose(d.field, false)} />
                <span className="hp-conflict__who">{t.yours}</span>
                <span className="hp-conflict__text">{d.mine || t.empty}</span>
              </label>
              <label className="hp-conflict__side">
                <input type="radio" name={`conflict-${d.field}`} checked={theirs.has(d.field)} onChange={() => choose(d.field, true)} />
                <span className="hp-conflict__who">{t.theirs}</span>
                <span className="hp-conflict__text">{d.theirs || t.empty}</span>
              </label>
            </div>
          </fieldset>
        ))}
        <div className="hp-modal__actions hp-modal__actions--wrap">
          <button type="button" className="hp-btn hp-btn--ghost" onClick={onCancel} disabled={busy}>
            {t.decideLater}
          </button>
          <button type="button" className="hp-btn hp-btn--secondary" onClick={onTakeTheirs} disabled={busy}>
            {t.takeTheirs}
          </button>
          {differences.length > 0 && (
            <button type="button" className="hp-btn hp-btn--secondary" onClick={() => onMerge(theirs)} disabled={busy}>
              {t.saveMerged}
            </button>
          )}
          <button type="button" className="hp-btn hp-btn--primary" onClick={onKeepMine} disabled={busy}>
            {t.keepMine}
          </button>
        </div>
      </div>
    </div>
  );
}

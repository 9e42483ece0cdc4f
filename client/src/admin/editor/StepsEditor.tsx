import './blocks-editor.css';
import { useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../../api/types';
import { ImageField } from '../fields/ImageField';
import { TextAreaField } from '../fields/TextAreaField';
import { TextField } from '../fields/TextField';
import { useAdminTexts } from '../admin-lang';
import { moveItem } from '../section-model';
import { actionOf, altOf, detailsOf, detailsToText, emptyStep, stepHasImage, textToDetails, type StepDraft } from './step-model';
import { useEditorTexts } from './texts';

/**
 * A section's numbered steps in one language (issue 38): each step its bold action, its explanation
 * and its own optional image with alt text; added, moved (buttons, so the keyboard reaches them)
 * and removed. Steps are shared by both languages (like the section), so adding, moving or removing
 * one does so in both; the texts typed here are this language's. Labels speak the admin's language.
 */
export function StepsEditor({
  section,
  lang,
  steps,
  onChange,
  langs = [lang],
}: {
  /** The section's number, as its legend shows it. */
  section: number;
  lang: Lang;
  /** The languages whose texts are typed here: the editor's one, or both in the create form. */
  langs?: Lang[];
  steps: StepDraft[];
  onChange(steps: StepDraft[]): void;
}) {
  const t = useEditorTexts();
  const c = t.steps;
  const a = useAdminTexts();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  /** After a move or a removal the focus stays on the moved step's button (or the next step), not lost to the page. */
  const [focus, setFocus] = useState<{ key: string; control: 'up' | 'down' | 'action' } | null>(null);
  useEffect(() => {
    if (!focus) return;
    const root = listRef.current?.querySelector<HTMLElement>(`[data-step="${focus.key}"]`);
    const target =
      focus.control === 'action'
        ? root?.querySelector<HTMLElement>('input')
        : (root?.querySelector<HTMLButtonElement>(`button[data-move="${focus.control}"]:not(:disabled)`) ??
          root?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)'));
    target?.focus();
    setFocus(null);
  }, [focus]);

  const set = (i: number, patch: Partial<StepDraft>) => onChange(steps.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const action = (l: Lang, v: string): Partial<StepDraft> => (l === 'how' ? { action_how: v } : { action_paano: v });
  const details = (l: Lang, v: string[]): Partial<StepDraft> => (l === 'how' ? { details_how: v } : { details_paano: v });
  const alt = (l: Lang, v: string): Partial<StepDraft> => (l === 'how' ? { image_how_alt: v } : { image_paano_alt: v });
  const htmlLang = (l: Lang) => (l === 'paano' ? 'fil' : 'en');
  /** With both languages side by side, each text field names its language. */
  const named = (label: string, l: Lang) => (langs.length > 1 ? `${label} (${t.langName[l]})` : label);

  if (steps.length === 0) {
    return (
      <button
        type="button"
        className="hp-btn hp-btn--small hp-btn--secondary hp-steps__start"
        onClick={() => {
          const first = emptyStep();
          onChange([first]);
          setFocus({ key: first.key, control: 'action' });
        }}
      >
        {c.useSteps}
      </button>
    );
  }

  return (
    <section className="hp-steps" aria-labelledby={headingId}>
      <h3 className="hp-steps__title" id={headingId}>
        {c.title(section)}
      </h3>
      <p className="hp-hint">{c.hint}</p>
      <ol className="hp-steps__list" ref={listRef}>
        {steps.map((step, i) => {
          const n = i + 1;
          return (
            <li key={step.key} className="hp-step" data-step={step.key}>
              <div className="hp-step__head">
                <span className="hp-step__number" aria-hidden="true">
                  {n}
                </span>
                <span className="hp-step__name">{c.step(n)}</span>
                <div className="hp-step__buttons">
                  <button
                    type="button"
                    className="hp-btn hp-btn--small hp-btn--ghost"
                    data-move="up"
                    disabled={i === 0}
                    aria-label={c.up(n)}
                    onClick={() => {
                      onChange(moveItem(steps, i, -1));
                      setFocus({ key: step.key, control: 'up' });
                    }}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="hp-btn hp-btn--small hp-btn--ghost"
                    data-move="down"
                    disabled={i === steps.length - 1}
                    aria-label={c.down(n)}
                    onClick={() => {
                      onChange(moveItem(steps, i, 1));
                      setFocus({ key: step.key, control: 'down' });
                    }}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="hp-btn hp-btn--small hp-btn--danger-ghost"
                    aria-label={c.remove(n)}
                    onClick={() => {
                      const next = steps.filter((_, j) => j !== i);
                      onChange(next);
                      const neighbour = next[i] ?? next[i - 1];
                      if (neighbour) setFocus({ key: neighbour.key, control: 'up' });
                    }}
                  >
                    {c.removeShort}
                  </button>
                </div>
              </div>
              {langs.map((l) => (
                <div key={l}>
                  <TextField
                    label={named(c.action(n), l)}
                    lang={htmlLang(l)}
                    value={actionOf(step, l)}
                    onChange={(v) => set(i, action(l, v))}
                  />
                  <TextAreaField
                    label={named(c.details(n), l)}
                    hint={c.detailsHint}
                    lang={htmlLang(l)}
                    rows={3}
                    value={detailsToText(detailsOf(step, l))}
                    onChange={(v) => set(i, details(l, textToDetails(v)))}
                  />
                </div>
              ))}
              <ImageField
                label={c.image(n)}
                file={step.imageFile}
                currentUrl={step.image}
                invalidMessage={a.fields.sectionImageInvalid}
                onFile={(file) => set(i, { imageFile: file })}
                onRemoveCurrent={() => set(i, { image: null })}
              />
              {stepHasImage(step) &&
                langs.map((l) => (
                  <TextField
                    key={l}
                    label={c.alt(section, n, t.langName[l])}
                    hint={t.alt.hint}
                    lang={htmlLang(l)}
                    value={altOf(step, l)}
                    onChange={(v) => set(i, alt(l, v))}
                  />
                ))}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="hp-btn hp-btn--small hp-btn--secondary"
        onClick={() => {
          const added = emptyStep();
          onChange([...steps, added]);
          setFocus({ key: added.key, control: 'action' });
        }}
      >
        {c.add}
      </button>
    </section>
  );
}

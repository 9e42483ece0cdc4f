import { useEffect } from 'react';
import type { AtAGlanceDto, Lang, NeedDto, StepDto } from '../../api/types';
import { Bullets, FormattedInline, FormattedText } from '../../format/format';
import { messages, uiLang } from '../../i18n/i18n';
import { glanceFacts, stepText } from '../../shared/guide-blocks';
import { imageSizeFromUrl } from '../../shared/links';
import { imageShape, STEP_IMAGE_SIZES } from './image-sizes';
import { smallestImage } from '../../shared/lite';
import { srcSetFromUrl } from '../../shared/media-renditions';
import { plainPreview } from '../common';

/**
 * Issue 38's blocks on a guide's page, plain HTML that works before (and without) scripts: the
 * public page and the admin's preview render through these.
 */

/** Time, cost and difficulty, at the top of the guide. */
export function AtAGlance({ glance, lang }: { glance?: AtAGlanceDto | null; lang: Lang }) {
  const t = messages(uiLang(lang));
  const facts = glanceFacts(glance, t);
  if (!facts.length) return null;
  return (
    <section className="at-a-glance" aria-labelledby="glance-heading">
      <h2 id="glance-heading" className="visually-hidden">
        {t.atAGlance}
      </h2>
      <dl>
        {facts.map((fact) => (
          <div key={fact.key} className={`glance-${fact.key}`}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Things you'll need, as a checklist a reader ticks while working: plain checkboxes that belong to
 * no form and are never sent or stored (a reload clears them); on paper they print as empty boxes.
 */
export function NeedsChecklist({ needs, lang }: { needs: NeedDto[]; lang: Lang }) {
  if (!needs.length) return null;
  const t = messages(uiLang(lang));
  return (
    <section id="needs" className="needs card" aria-labelledby="needs-heading">
      <h2 id="needs-heading">{t.thingsNeeded}</h2>
      <p className="needs-hint" id="needs-hint">
        {t.thingsNeededHint}
      </p>
      <ul className="needs-list">
        {needs.map((need, i) => (
          <li key={i}>
            <input type="checkbox" id={`need-${i + 1}`} aria-describedby="needs-hint" />
            <label htmlFor={`need-${i + 1}`}>
              <span className="need-item">
                <FormattedInline text={need.item} />
              </span>
              {need.quantity && <span className="need-quantity"> · {need.quantity}</span>}
              {need.note && (
                <span className="need-note">
                  {' '}
                  — <FormattedInline text={need.note} />
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A light bulb or a warning sign, drawn (no emoji font needed), hidden from screen readers: the heading says it. */
function NoteIcon({ kind }: { kind: 'tips' | 'warnings' }) {
  return (
    <svg className="guide-note-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {kind === 'tips' ? (
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2Zm2.5 11.58-.5.3V16h-4v-2.12l-.5-.3a5 5 0 1 1 5 0ZM9 20h6v1.5a.5.5 0 0 1-.5.5h-5a.5.5 0 0 1-.5-.5V20Z"
        />
      ) : (
        <path
          fill="currentColor"
          d="M12 2.5c.53 0 1.02.28 1.3.74l9.5 16.5A1.5 1.5 0 0 1 21.5 22h-19a1.5 1.5 0 0 1-1.3-2.26l9.5-16.5c.28-.46.77-.74 1.3-.74Zm0 3.5L4.2 19.5h15.6L12 6Zm-1 4h2v5h-2v-5Zm0 6.5h2v2h-2v-2Z"
        />
      )}
    </svg>
  );
}

/** Tips or warnings: a note that says what it is (its heading names it for screen readers too). */
export function GuideNotes({ kind, items, lang }: { kind: 'tips' | 'warnings'; items: string[]; lang: Lang }) {
  if (!items.length) return null;
  const t = messages(uiLang(lang));
  const heading = kind === 'tips' ? t.tips : t.warnings;
  return (
    <aside id={kind} className={`guide-note guide-note-${kind}`} role="note" aria-labelledby={`${kind}-heading`}>
      <h2 id={`${kind}-heading`}>
        <NoteIcon kind={kind} />
        {heading}
      </h2>
      <ul>
        {items.map((item, i) => (
          <li key={i}>
            <FormattedText text={item} />
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** A section's numbered steps: the action line in bold, its explanation, its own image. */
export function GuideSteps({ steps, lang, sectionNumber, lite }: { steps: StepDto[]; lang: Lang; sectionNumber: number; lite: boolean }) {
  useEffect(() => {
    // Paper shows every step's picture: a lazy image the reader never scrolled to is fetched once
    // printing starts (Chromium prints what has loaded; the print preview redraws as each arrives).
    const loadAll = () => {
      for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
    };
    window.addEventListener('beforeprint', loadAll);
    return () => window.removeEventListener('beforeprint', loadAll);
  }, []);
  if (!steps.length) return null;
  const t = messages(uiLang(lang));
  return (
    <ol className="steps">
      {steps.map((step, k) => {
        const { action, details, alt } = stepText(step, lang);
        const image = step.image;
        const size = imageSizeFromUrl(image);
        return (
          <li key={k} id={`step-${sectionNumber}-${k + 1}`} className="step">
            <p className="step-action">
              <strong>
                <FormattedInline text={action} />
              </strong>
            </p>
            <Bullets items={details} className="section-bullets step-details" />
            {image && (
              <img
                className="step-image"
                src={lite ? smallestImage(image, srcSetFromUrl(image)) : image}
                srcSet={lite ? undefined : srcSetFromUrl(image)}
                sizes={STEP_IMAGE_SIZES}
                alt={alt || plainPreview(action, 120) || t.stepImage(k + 1)}
                width={size?.width}
                height={size?.height}
                style={imageShape(size)}
                loading="lazy"
                decoding="async"
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

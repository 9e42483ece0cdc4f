import type { Catalogue } from '../../i18n/i18n';
import { DEFAULT_TEXT_SIZE, TEXT_SIZE_FIELD, TEXT_SIZES } from '../../shared/text-size';

/**
 * A− / A / A+ / A++ : the reader's text size (issue 13), as radio buttons (issue 36) so the first tap
 * answers at once, before the app has loaded and without JavaScript (styles.css sizes the page by the
 * checked one, :has). With JavaScript the page's entry remembers the choice on the device and checks
 * the remembered size as the page opens (entry-client.tsx); the app renders the same buttons and
 * never resets the reader's choice (no `checked` of its own). Each button's accessible name starts
 * with the text it shows ("A+ Larger text"), so a reader using voice control can say what they see
 * (WCAG 2.5.3, Lighthouse's label-content-name-mismatch).
 */
export function TextSizeControl({ t }: { t: Catalogue }) {
  const names: Record<(typeof TEXT_SIZES)[number], [string, string]> = {
    0.9: ['A−', t.textSmaller],
    1: ['A', t.textNormal],
    1.15: ['A+', t.textLarger],
    1.3: ['A++', t.textLargest],
  };
  return (
    <fieldset className="text-size">
      <legend className="visually-hidden">{t.textSize}</legend>
      {TEXT_SIZES.map((size) => {
        const [shown, name] = names[size];
        return (
          <label key={size} className="text-size-btn">
            <input
              className="visually-hidden"
              type="radio"
              name={TEXT_SIZE_FIELD}
              value={size}
              aria-label={`${shown} ${name}`}
              defaultChecked={size === DEFAULT_TEXT_SIZE}
            />
            <span aria-hidden="true">{shown}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

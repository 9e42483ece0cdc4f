import { useEffect, useState } from 'react';
import type { Catalogue } from '../../i18n/i18n';
import { DEFAULT_TEXT_SIZE, readTextSize, saveTextSize, stepTextSize, TEXT_SIZES } from '../../shared/text-size';

/**
 * A− / A / A+ : the reader's text size, remembered on the device (shared/text-size.ts). Each button's
 * accessible name starts with the text it shows ("A+ Larger text"), so a reader using voice control
 * can say what they see (WCAG 2.5.3, Lighthouse's label-content-name-mismatch).
 */
export function TextSizeControl({ t }: { t: Catalogue }) {
  // The server does not know the stored size: start from the default, read it after hydration.
  const [size, setSize] = useState(DEFAULT_TEXT_SIZE);
  useEffect(() => setSize(readTextSize()), []);
  const choose = (next: number) => {
    setSize(next);
    saveTextSize(next);
  };
  return (
    <div className="text-size" role="group" aria-label={t.textSize}>
      <button
        type="button"
        className="text-size-btn"
        aria-label={`A− ${t.textSmaller}`}
        disabled={size === TEXT_SIZES[0]}
        onClick={() => choose(stepTextSize(size, -1))}
      >
        <span aria-hidden="true">A−</span>
      </button>
      <button
        type="button"
        className="text-size-btn"
        aria-label={`A ${t.textNormal}`}
        aria-pressed={size === DEFAULT_TEXT_SIZE}
        onClick={() => choose(DEFAULT_TEXT_SIZE)}
      >
        <span aria-hidden="true">A</span>
      </button>
      <button
        type="button"
        className="text-size-btn"
        aria-label={`A+ ${t.textLarger}`}
        disabled={size === TEXT_SIZES[TEXT_SIZES.length - 1]}
        onClick={() => choose(stepTextSize(size, 1))}
      >
        <span aria-hidden="true">A+</span>
      </button>
    </div>
  );
}

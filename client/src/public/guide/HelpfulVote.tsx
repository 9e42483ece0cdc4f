import type { Catalogue, UiLang } from '../../i18n/i18n';
import { HELPFUL_PATH, HELPFUL_THANKS_ID } from '../../shared/readers-beacon';

/**
 * "Did this guide help?" / "Nakatulong ba ito?" (issue 24): a plain form, so one tap works without
 * JavaScript; the server counts it once per reader, guide and day and sends the reader back to the
 * guide's #helpful-thanks, which CSS shows (:target) in place of the buttons. Nothing is stored in
 * the browser.
 */
export function HelpfulVote({ guideId, lang, path, labels }: { guideId: number; lang: UiLang; path: string; labels: Catalogue }) {
  return (
    <form className="helpful" method="post" action={HELPFUL_PATH}>
      <input type="hidden" name="g" value={guideId} />
      <input type="hidden" name="l" value={lang} />
      <input type="hidden" name="to" value={path} />
      <div className="helpful__ask">
        <h2 className="helpful__question" id="helpful-question">
          {labels.helpfulQuestion}
        </h2>
        <div className="helpful__buttons" role="group" aria-labelledby="helpful-question">
          <button type="submit" name="v" value="yes" className="helpful__btn">
            {labels.helpfulYes}
          </button>
          <button type="submit" name="v" value="no" className="helpful__btn">
            {labels.helpfulNo}
          </button>
        </div>
      </div>
      <p id={HELPFUL_THANKS_ID} className="helpful__thanks" tabIndex={-1}>
        {labels.helpfulThanks}
      </p>
    </form>
  );
}

import { Link } from 'react-router';
import { dateToZoneInput } from '../../shared/site-time';
import { useAdminData } from '../admin-data';
import { listError } from '../messages';
import { FieldFrame } from '../fields/FieldLabel';
import { SelectField } from '../fields/SelectField';
import { reviewersApi } from '../reviewers/reviewers-api';
import { REVIEWERS_PATH, useReviewersTexts } from '../reviewers/ReviewersScreen';
import type { ReviewDraft } from './editor-form';
import { ErrorAlert } from '../fields/ErrorAlert';

const NONE: ReviewDraft = { reviewerId: '', lastReviewed: '' };

/**
 * The guide's "Reviewed by" (issue 38): one reviewer (defined on the Reviewers screen) and the day
 * last reviewed. Shared by both languages like the category, so both language editors show it. A
 * day after today (the site's calendar) is marked here and refused by the server.
 */
export function ReviewerPick({ value, onChange }: { value: ReviewDraft | undefined; onChange(next: ReviewDraft): void }) {
  const t = useReviewersTexts();
  const reviewers = useAdminData(() => reviewersApi.list(), [], listError);
  const current = value ?? NONE;
  const today = dateToZoneInput(new Date()).slice(0, 10);
  const future = current.lastReviewed !== '' && current.lastReviewed > today;
  return (
    <fieldset className="hp-section hp-review-pick">
      <legend>{t.pickLabel}</legend>
      <SelectField label={t.pickLabel} value={current.reviewerId} onChange={(reviewerId) => onChange({ ...current, reviewerId })}>
        <option value="">{t.pickNone}</option>
        {(reviewers.data ?? []).map((r) => (
          <option key={r.id} value={String(r.id)}>
            {r.name}
            {r.credential_how ? `, ${r.credential_how}` : ''}
          </option>
        ))}
      </SelectField>
      <FieldFrame label={t.lastReviewed}>
        {(id) => (
          <input
            id={id}
            type="date"
            max={today}
            value={current.lastReviewed}
            aria-invalid={future || undefined}
            onChange={(e) => onChange({ ...current, lastReviewed: e.target.value })}
          />
        )}
      </FieldFrame>
      {future && (
        <p className="hp-field-error" role="alert">
          {t.futureDate}
        </p>
      )}
      <ErrorAlert message={reviewers.error} />
      <p className="hp-hint">
        <Link className="hp-touch" to={REVIEWERS_PATH}>
          {t.manage}
        </Link>
      </p>
    </fieldset>
  );
}

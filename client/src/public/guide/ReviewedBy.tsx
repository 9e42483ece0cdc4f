import type { Lang, ReviewerDto } from '../../api/types';
import { messages, uiLang } from '../../i18n/i18n';

/** The photo's shown size (CSS pixels); the smallest rendition is more than enough. */
const PHOTO_SIZE = 48;

/** '2026-11-01' → that calendar day as a Date whose UTC fields read it (what the catalogues' date() formats). */
function calendarDay(value: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)) : null;
}

/**
 * Issue 38's "Reviewed by" under a guide's title: "Reviewed by <name>, <credential> · Last reviewed
 * <date>" (Filipino: "Sinuri ni … · Huling sinuri …"), a small photo if there is one, and the bio
 * behind a details/summary (no script needed). Nothing when the guide has no reviewer.
 */
export function ReviewedBy({ reviewer, lastReviewed, lang }: { reviewer?: ReviewerDto | null; lastReviewed?: string | null; lang: Lang }) {
  if (!reviewer) return null;
  const labels = messages(uiLang(lang));
  const credential = (
    lang === 'paano' ? reviewer.credential_paano || reviewer.credential_how : reviewer.credential_how || reviewer.credential_paano
  ).trim();
  const bio = (lang === 'paano' ? reviewer.bio_paano || reviewer.bio_how : reviewer.bio_how || reviewer.bio_paano).trim();
  const day = calendarDay(lastReviewed);
  const photo = reviewer.photo;
  return (
    <div className="guide-reviewed">
      {photo?.image && (
        <img
          className="reviewer-photo"
          src={photo.image}
          srcSet={photo.srcset || undefined}
          sizes={`${PHOTO_SIZE}px`}
          width={PHOTO_SIZE}
          height={Math.max(1, Math.round((PHOTO_SIZE * (photo.height || 1)) / (photo.width || 1)))}
          loading="lazy"
          decoding="async"
          alt={reviewer.name}
        />
      )}
      <div>
        <p className="guide-reviewed-line">
          <span>
            {labels.reviewedBy} <strong>{reviewer.name}</strong>
            {credential && `, ${credential}`}
          </span>
          {day && (
            <>
              <span aria-hidden="true"> · </span>
              <span>
                {labels.lastReviewed} <time dateTime={lastReviewed!}>{labels.date(day)}</time>
              </span>
            </>
          )}
        </p>
        {bio && (
          <details className="reviewer-bio">
            <summary>{labels.aboutReviewer(reviewer.name)}</summary>
            <p>{bio}</p>
          </details>
        )}
      </div>
    </div>
  );
}

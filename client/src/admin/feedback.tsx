/** Messages the admin screens show about their own state, in one place. */
import { useAdminTexts } from './admin-lang';

/**
 * The refusal and the 3-second success message under a form (SPEC §4, §8); `compact` draws them as
 * the SEO screen's small forms do (a field error and a plain success line, without the alert box).
 */
export function FormMessages({ error, success, compact = false }: { error: string | null; success: string | null; compact?: boolean }) {
  return (
    <>
      {error && (
        <p className={compact ? 'hp-field-error' : 'hp-alert hp-alert--error'} role="alert">
          {error}
        </p>
      )}
      {success && (
        <p className={compact ? 'hp-alert--success' : 'hp-alert hp-alert--success'} role="status">
          {success}
        </p>
      )}
    </>
  );
}

export type LoadState = 'loading' | 'ready' | 'notFound' | 'error';

/**
 * SPEC §2's states of the draft preview and the article view: "Loading your content...",
 * "Error: ...", "Content not found". Null once the content is ready.
 */
export function LoadStateMessage({ state, error }: { state: LoadState; error: string }) {
  const t = useAdminTexts().state;
  if (state === 'loading') return <p className="hp-card hp-state">{t.loading}</p>;
  if (state === 'error') {
    return (
      <p className="hp-card hp-state hp-alert--error" role="alert">
        {t.error(error)}
      </p>
    );
  }
  if (state === 'notFound') return <p className="hp-card hp-state">{t.notFound}</p>;
  return null;
}

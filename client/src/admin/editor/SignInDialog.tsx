import { useEffect, useId, useRef, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { CredentialFields } from '../fields/CredentialFields';
import { TextField } from '../fields/TextField';
import { useSignIn } from '../useSignIn';
import { useEditorTexts } from './texts';
import { ErrorAlert } from '../fields/ErrorAlert';

interface Props {
  /** Called with the new token stored; the interrupted save goes on from there. */
  onSignedIn(): void;
}

/**
 * Over the editor when the sign-in has expired or is bad: the same two steps as the sign-in page
 * (useSignIn: the password, then the code when two-factor sign-in is on), without leaving the page,
 * so nothing typed is lost. It cannot be dismissed: without a sign-in nothing can be saved (the
 * edits stay kept on this device meanwhile).
 */
export function SignInDialog({ onSignedIn }: Props) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const t = useEditorTexts().signIn;
  const signIn = useSignIn(onSignedIn);
  const { needCode, error, busy } = signIn;

  // The first field of each step takes the focus: username first, the code field after the password.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [needCode]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // React events bubble through portals: the editor's own form must not submit too.
    e.stopPropagation();
    void signIn.submit();
  };

  return createPortal(
    <div className="hp-modal-backdrop">
      <form ref={formRef} className="hp-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
        <h2 id={titleId}>{t.title}</h2>
        <p>{needCode ? signIn.codeTexts.codePrompt : t.body}</p>
        <ErrorAlert message={error} />
        {needCode ? (
          <TextField
            label={signIn.codeTexts.code}
            name="code"
            autoComplete="one-time-code"
            value={signIn.code}
            onChange={signIn.setCode}
            required
          />
        ) : (
          <CredentialFields
            labels={t}
            username={signIn.username}
            password={signIn.password}
            onUsername={signIn.setUsername}
            onPassword={signIn.setPassword}
          />
        )}
        <div className="hp-modal__actions">
          {needCode && (
            <button type="button" className="hp-btn hp-btn--ghost" onClick={signIn.anotherAccount}>
              {signIn.codeTexts.back}
            </button>
          )}
          <button type="submit" className="hp-btn hp-btn--primary" disabled={busy}>
            {t.submit}
          </button>
        </div>
      </form>
    </div>,
    // A portal: the dialog's form must not sit inside the editor's form (and keeps the admin styles).
    document.querySelector('.hp-admin') ?? document.body,
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { setToken } from '../../api/http';
import { adminApi } from '../admin-api';
import { CredentialFields } from '../fields/CredentialFields';
import { loginError } from '../messages';
import { useAdminTexts } from '../admin-lang';
import { useEditorTexts } from './texts';

interface Props {
  /** Called with the new token stored; the interrupted save goes on from there. */
  onSignedIn(): void;
}

/**
 * Over the editor when the sign-in has expired or is bad: the same POST /api/token/ as the sign-in
 * page, without leaving the page, so nothing typed is lost. It cannot be dismissed: without a
 * sign-in nothing can be saved (the edits stay kept on this device meanwhile).
 */
export function SignInDialog({ onSignedIn }: Props) {
  const titleId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const t = useEditorTexts().signIn;
  const m = useAdminTexts().msg;

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // React events bubble through portals: the editor's own form must not submit too.
    e.stopPropagation();
    if (!username.trim() || !password) return setError(m.loginRequired);
    setBusy(true);
    setError(null);
    try {
      const { access } = await adminApi.login(username.trim(), password);
      setToken(access);
      onSignedIn();
    } catch (err) {
      setError(loginError(err, m));
      setBusy(false);
    }
  };

  return createPortal(
    <div className="hp-modal-backdrop">
      <form ref={formRef} className="hp-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
        <h2 id={titleId}>{t.title}</h2>
        <p>{t.body}</p>
        {error && (
          <p className="hp-alert hp-alert--error" role="alert">
            {error}
          </p>
        )}
        <CredentialFields labels={t} username={username} password={password} onUsername={setUsername} onPassword={setPassword} />
        <div className="hp-modal__actions">
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

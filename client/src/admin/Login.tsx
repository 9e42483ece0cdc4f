import { useEffect, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { takeOrigin } from './auth';
import { forgetThisDevice } from './sign-out';
import { CredentialFields } from './fields/CredentialFields';
import { TextField } from './fields/TextField';
import { useSignIn } from './useSignIn';
import { AdminLangSwitch, useAdminLang, useAdminTexts } from './admin-lang';
import { ErrorAlert } from './fields/ErrorAlert';

/** Sign-in at /login-access (SPEC §2): back to the remembered origin or the dashboard. */
export function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const { syncWithAccount } = useAdminLang();
  const a = useAdminTexts();
  // The admin's language is the account's from here (or the one just chosen on this page).
  const signIn = useSignIn(() => {
    syncWithAccount();
    void navigate(takeOrigin(location.state), { replace: true });
  });
  const { username, password, code, needCode, error, busy } = signIn;
  const t = signIn.codeTexts;

  useEffect(() => {
    document.title = a.login.docTitle;
  }, [a]);

  // Logout (SPEC §4) lands here: the token, the drafts kept on this device and the cached draft images
  // are cleared once the user has really left the admin area.
  const loggedOut = Boolean((location.state as { loggedOut?: boolean } | null)?.loggedOut);
  useEffect(() => {
    if (loggedOut) void forgetThisDevice();
  }, [loggedOut]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void signIn.submit();
  };

  return (
    <main className="hp-login">
      <form className="hp-card hp-login__card" onSubmit={onSubmit} aria-labelledby="hp-login-title">
        <AdminLangSwitch className="hp-login__lang" />
        <h1 id="hp-login-title">{a.login.title}</h1>
        <p className="hp-hint">{a.login.hint}</p>
        <ErrorAlert message={error} />
        {needCode ? (
          <>
            <h2 className="hp-login__step">{t.codeHeading}</h2>
            <p className="hp-hint">{t.codePrompt}</p>
            <TextField label={t.code} name="code" autoComplete="one-time-code" value={code} onChange={signIn.setCode} required />
          </>
        ) : (
          <CredentialFields
            labels={a.login}
            username={username}
            password={password}
            onUsername={signIn.setUsername}
            onPassword={signIn.setPassword}
          />
        )}
        <button type="submit" className="hp-btn hp-btn--primary hp-btn--block" disabled={busy}>
          {busy ? a.login.signingIn : a.login.signIn}
        </button>
        {needCode && (
          <button type="button" className="hp-btn hp-btn--ghost hp-btn--block" onClick={signIn.anotherAccount}>
            {t.back}
          </button>
        )}
      </form>
    </main>
  );
}

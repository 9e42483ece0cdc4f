import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, setToken } from '../api/http';
import { accountEn } from '../i18n/account-en';
import { adminApi } from './admin-api';
import { takeOrigin } from './auth';
import { forgetThisDevice } from './sign-out';
import { CredentialFields } from './fields/CredentialFields';
import { TextField } from './fields/TextField';
import { lockError, loginError } from './messages';
import { accountFil } from '../i18n/account-fil';
import { AdminLangSwitch, useAdminLang, useAdminTexts } from './admin-lang';

/** Sign-in at /login-access (SPEC §2): back to the remembered origin or the dashboard. */
export function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Two-factor sign-in: the password was right, the server asks for a code (issue 30 item 6). */
  const [needCode, setNeedCode] = useState(false);
  const [code, setCode] = useState('');
  const { lang, syncWithAccount } = useAdminLang();
  const account = lang === 'fil' ? accountFil : accountEn;
  const t = account.signIn;
  const a = useAdminTexts();

  useEffect(() => {
    document.title = a.login.docTitle;
  }, [a]);

  // Logout (SPEC §4) lands here: the token, the drafts kept on this device and the cached draft images
  // are cleared once the user has really left the admin area.
  const loggedOut = Boolean((location.state as { loggedOut?: boolean } | null)?.loggedOut);
  useEffect(() => {
    if (loggedOut) void forgetThisDevice();
  }, [loggedOut]);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Both fields are required: the browser says so first; this covers blank-only input.
    if (!username.trim() || !password) {
      setError(a.msg.loginRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { access } = await adminApi.login(username.trim(), password, needCode ? code.trim() : undefined);
      setToken(access);
      // The admin's language is the account's from here (or the one just chosen on this page).
      syncWithAccount();
      void navigate(takeOrigin(location.state), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401 && err.body?.code_required === true) {
        // First time: the question itself, no error; after a code: that code was refused.
        setError(needCode ? t.badCode : null);
        setNeedCode(true);
        setCode('');
      } else {
        // A lock says how long, and the way back that needs no waiting (issue 35 item 6).
        setError(lockError(err, account) ?? loginError(err, a.msg));
      }
      setBusy(false);
    }
  };

  const anotherAccount = () => {
    setNeedCode(false);
    setCode('');
    setPassword('');
    setError(null);
  };

  return (
    <main className="hp-login">
      <form className="hp-card hp-login__card" onSubmit={onSubmit} aria-labelledby="hp-login-title">
        <AdminLangSwitch className="hp-login__lang" />
        <h1 id="hp-login-title">{a.login.title}</h1>
        <p className="hp-hint">{a.login.hint}</p>
        {error && (
          <p className="hp-alert hp-alert--error" role="alert">
            {error}
          </p>
        )}
        {needCode ? (
          <>
            <h2 className="hp-login__step">{t.codeHeading}</h2>
            <p className="hp-hint">{t.codePrompt}</p>
            <TextField label={t.code} name="code" autoComplete="one-time-code" value={code} onChange={setCode} required />
          </>
        ) : (
          <CredentialFields labels={a.login} username={username} password={password} onUsername={setUsername} onPassword={setPassword} />
        )}
        <button type="submit" className="hp-btn hp-btn--primary hp-btn--block" disabled={busy}>
          {busy ? a.login.signingIn : a.login.signIn}
        </button>
        {needCode && (
          <button type="button" className="hp-btn hp-btn--ghost hp-btn--block" onClick={anotherAccount}>
            {t.back}
          </button>
        )}
      </form>
    </main>
  );
}

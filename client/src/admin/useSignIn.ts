import { useState } from 'react';
import { ApiError, setToken } from '../api/http';
import { accountEn } from '../i18n/account-en';
import { accountFil } from '../i18n/account-fil';
import { adminApi } from './admin-api';
import { useAdminLang, useAdminTexts } from './admin-lang';
import { lockError, loginError } from './messages';

/**
 * The two steps of signing in (SPEC §2, issue 30 item 6), shared by the sign-in page and the editor's
 * "Sign in again" dialog: username and password; then, when the server answers 401 with
 * `code_required`, a code from the authenticator app or a recovery code. An owner with two-factor
 * sign-in on is asked for the code in both places (the dialog once asked only for the password, so
 * such an owner could not save after the sign-in expired).
 */
export function useSignIn(onSignedIn: () => void) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [needCode, setNeedCode] = useState(false);
  const [code, setCode] = useState('');
  const { lang } = useAdminLang();
  const account = lang === 'fil' ? accountFil : accountEn;
  const msg = useAdminTexts().msg;

  const submit = async () => {
    // Both fields are required: the browser says so first; this covers blank-only input.
    if (!username.trim() || !password) return setError(msg.loginRequired);
    if (needCode && !code.trim()) return setError(account.signIn.codePrompt);
    setBusy(true);
    setError(null);
    try {
      const { access } = await adminApi.login(username.trim(), password, needCode ? code.trim() : undefined);
      setToken(access);
      onSignedIn();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401 && err.body?.code_required === true) {
        // First time: the question itself, no error; after a code: that code was refused.
        setError(needCode ? account.signIn.badCode : null);
        setNeedCode(true);
        setCode('');
      } else {
        // A lock says how long, and the way back that needs no waiting (issue 35 item 6).
        setError(lockError(err, account) ?? loginError(err, msg));
      }
      setBusy(false);
    }
  };

  /** Back from the code step to the username and password. */
  const anotherAccount = () => {
    setNeedCode(false);
    setCode('');
    setPassword('');
    setError(null);
  };

  return {
    username,
    setUsername,
    password,
    setPassword,
    code,
    setCode,
    needCode,
    error,
    busy,
    submit,
    anotherAccount,
    codeTexts: account.signIn,
  };
}

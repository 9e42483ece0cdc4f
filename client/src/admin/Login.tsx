import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setToken } from '../api/http';
import { adminApi } from './admin-api';
import { takeOrigin } from './auth';
import { TextField } from './fields/TextField';
import { loginError, MSG } from './messages';

/** Sign-in at /login-access (SPEC §2): back to the remembered origin or the dashboard. */
export function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = 'Sign in | HowPaano';
  }, []);

  // Logout (SPEC §4) lands here: the token is cleared once the user has really left the admin area.
  const loggedOut = Boolean((location.state as { loggedOut?: boolean } | null)?.loggedOut);
  useEffect(() => {
    if (loggedOut) setToken(null);
  }, [loggedOut]);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Both fields are required: the browser says so first; this covers blank-only input.
    if (!username.trim() || !password) {
      setError(MSG.loginRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { access } = await adminApi.login(username.trim(), password);
      setToken(access);
      navigate(takeOrigin(location.state), { replace: true });
    } catch (err) {
      setError(loginError(err));
      setBusy(false);
    }
  };

  return (
    <main className="hp-login">
      <form className="hp-card hp-login__card" onSubmit={onSubmit} aria-labelledby="hp-login-title">
        <h1 id="hp-login-title">HowPaano admin</h1>
        <p className="hp-hint">Sign in to manage guides and categories.</p>
        {error && (
          <p className="hp-alert hp-alert--error" role="alert">
            {error}
          </p>
        )}
        <TextField label="Username" name="username" autoComplete="username" value={username} onChange={setUsername} required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
        />
        <button type="submit" className="hp-btn hp-btn--primary hp-btn--block" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}

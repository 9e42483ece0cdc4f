import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { getToken, setToken } from '../api/http';

export const LOGIN_PATH = '/login-access';
export const DASHBOARD_PATH = '/admin-hp-access';

/** Where the user was going when sent to sign in (router state, kept in sessionStorage across a reload). */
const ORIGIN_KEY = 'hp-admin-origin';

export interface LoginState {
  from?: string;
}

function pathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export function rememberOrigin(path: string): void {
  try {
    sessionStorage.setItem(ORIGIN_KEY, path);
  } catch {
    // storage unavailable: router state still carries it
  }
}

/** The remembered origin, if it is an admin path (never an outside URL). */
export function takeOrigin(state: unknown): string {
  let from = (state as LoginState | null)?.from;
  try {
    from = from ?? sessionStorage.getItem(ORIGIN_KEY) ?? undefined;
    sessionStorage.removeItem(ORIGIN_KEY);
  } catch {
    // ignore
  }
  return from && from.startsWith(DASHBOARD_PATH) ? from : DASHBOARD_PATH;
}

/** SPEC §4: admin routes check an authenticated flag on the client (a stored token). */
export function isAuthenticated(): boolean {
  return Boolean(getToken());
}

/** Sends the user to sign in (history replace), remembering where they were. */
export function useGoToLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    setToken(null);
    const from = pathOf(location);
    rememberOrigin(from);
    void navigate(LOGIN_PATH, { replace: true, state: { from } satisfies LoginState });
  }, [navigate, location]);
}

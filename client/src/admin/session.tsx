import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useGoToLogin } from './auth';
import { SignInDialog } from './editor/SignInDialog';
import { isUnauthorized } from './messages';

/**
 * The admin's one rule for a 401 (the sign-in expired, or the server refused the token): keep the
 * user's unsaved work. While a screen holds work not yet saved (the editor's form, the create form),
 * the sign-in dialog opens over it and every call refused meanwhile runs again once signed in; anywhere
 * else the user goes to the sign-in page, which brings them back to where they were.
 */

/** Runs a refused call again once signed in. */
type Retry = () => void;

interface Keeper {
  /** Whether the screen holds unsaved work now. */
  unsaved: boolean;
  askSignIn(retry: Retry): void;
}

type Keepers = Set<{ current: Keeper }>;

const KeepersContext = createContext<Keepers | null>(null);

/** Around the signed-in admin: where the screens holding unsaved work make themselves known. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [keepers] = useState<Keepers>(() => new Set());
  return <KeepersContext.Provider value={keepers}>{children}</KeepersContext.Provider>;
}

/**
 * Answers an error by the rule: true when it was a 401 and has been answered (the caller stops
 * there), false for any other error. `retry` runs once the user has signed in again in the dialog.
 */
export type Unauthorized = (err: unknown, retry?: Retry) => boolean;

/** The rule, for any call of the admin's API. The function keeps its identity across renders. */
export function useUnauthorized(): Unauthorized {
  const keepers = useContext(KeepersContext);
  const goToLogin = useGoToLogin();
  const goToLoginRef = useRef(goToLogin);
  goToLoginRef.current = goToLogin;
  return useCallback(
    (err, retry) => {
      if (!isUnauthorized(err)) return false;
      // The last screen to mount is the one in front (the editor over nothing, the create form on the dashboard).
      const keeper = [...(keepers ?? [])].reverse().find((k) => k.current.unsaved);
      if (keeper) keeper.current.askSignIn(retry ?? (() => undefined));
      else goToLoginRef.current();
      return true;
    },
    [keepers],
  );
}

/**
 * For a screen that holds a form: while `unsaved`, a 401 anywhere on the screen opens the sign-in
 * dialog instead of leaving. Returns the dialog to render (null while none is open).
 */
export function useKeepUnsavedWork(unsaved: boolean): ReactElement | null {
  const keepers = useContext(KeepersContext);
  const [afterSignIn, setAfterSignIn] = useState<Retry[]>([]);
  const keeper = useRef<Keeper>({
    unsaved,
    // Every call refused meanwhile (the save, an autosave) runs again once signed in.
    askSignIn: (retry) => setAfterSignIn((pending) => [...pending, retry]),
  });
  keeper.current.unsaved = unsaved;

  useEffect(() => {
    if (!keepers) return;
    keepers.add(keeper);
    return () => {
      keepers.delete(keeper);
    };
  }, [keepers]);

  if (afterSignIn.length === 0) return null;
  return (
    <SignInDialog
      onSignedIn={() => {
        setAfterSignIn([]);
        for (const then of afterSignIn) then();
      }}
    />
  );
}

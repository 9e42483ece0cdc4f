import { useEffect, type ReactElement } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';
import { useAdminTexts } from './admin-lang';

/**
 * Leaving with unsaved changes asks first: in-app navigation through a dialog, closing or
 * reloading the tab through the browser's own question. Returns the dialog to render.
 */
export interface LogoutTexts {
  title: string;
  body: string;
  confirm: string;
  stay: string;
}

export function useUnsavedChangesGuard(dirty: boolean, message: string, logout?: LogoutTexts): ReactElement | null {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const texts = useAdminTexts();

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Changes saved while the question is open (or undone): nothing to ask any more.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.reset();
  }, [blocker, dirty]);

  if (blocker.state !== 'blocked') return null;
  const t = texts.common;
  // Logout deletes the drafts this device keeps (sign-out.ts): said before, in the screen's language.
  if (logout && (blocker.location.state as { loggedOut?: boolean } | null)?.loggedOut) {
    return (
      <ConfirmDialog
        title={logout.title}
        message={logout.body}
        confirmLabel={logout.confirm}
        cancelLabel={logout.stay}
        danger
        onConfirm={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      />
    );
  }
  return (
    <ConfirmDialog
      title={t.leaveTitle}
      message={message}
      confirmLabel={t.leave}
      cancelLabel={t.stay}
      danger
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}

import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { LoadState } from './feedback';
import { isNotFound, loadError, type AdminMessages } from './messages';
import { useAdminTexts } from './admin-lang';
import { useUnauthorized } from './session';

export interface AdminData<T> {
  /** The last answer; undefined while loading for new deps, and after a failed load. */
  data: T | undefined;
  /** True until the first answer for the current deps (a reload keeps showing what is there). */
  loading: boolean;
  /** The message for the last failed load (`describe`'s wording), null once a load succeeds. */
  error: string | null;
  /** The last load answered 404. */
  notFound: boolean;
  /** Loads again; resolves once answered. */
  reload(): Promise<void>;
}

/**
 * One of the admin's data fetches: `load` runs on mount and whenever `deps` change, answers of a
 * superseded load are dropped, and a 401 is answered by the admin's one rule (session.tsx).
 */
export function useAdminData<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  describe?: (err: unknown, m: AdminMessages) => string,
): AdminData<T> {
  const unauthorized = useUnauthorized();
  // Errors in the admin's language (issue 39).
  const m = useAdminTexts().msg;
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);
  const latest = useRef(0);
  const describeRef = useRef((err: unknown) => (describe ?? loadError)(err, m));
  describeRef.current = (err: unknown) => (describe ?? loadError)(err, m);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are what `load` reads, as with useEffect.
  const run = useCallback(load, deps);

  const fetchNow = useCallback(async (): Promise<void> => {
    const call = ++latest.current;
    try {
      const answer = await run();
      if (call !== latest.current) return;
      setData(answer);
      setError(null);
      setNotFound(false);
      setLoading(false);
    } catch (err) {
      if (call !== latest.current) return;
      if (unauthorized(err, () => void fetchNow())) return;
      setData(undefined);
      setError(describeRef.current(err));
      setNotFound(isNotFound(err));
      setLoading(false);
    }
  }, [run, unauthorized]);

  useEffect(() => {
    setData(undefined);
    setLoading(true);
    void fetchNow();
    const calls = latest;
    return () => {
      // Leaving, or new deps: whatever the load in flight answers is no longer wanted.
      calls.current++;
    };
  }, [fetchNow]);

  return { data, loading, error, notFound, reload: fetchNow };
}

/** The state LoadStateMessage shows for a fetch (ready once there is data). */
export function loadStateOf({ data, loading, error, notFound }: AdminData<unknown>): LoadState {
  if (loading) return 'loading';
  if (notFound) return 'notFound';
  if (error !== null) return 'error';
  return data === undefined || data === null ? 'notFound' : 'ready';
}

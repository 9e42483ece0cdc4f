import { useCallback, useState } from 'react';

/**
 * The unsaved edits an earlier visit left, offered back before anything new is autosaved (the
 * autosave must not overwrite them first). `ready` turns true once there was nothing to offer or the
 * owner has decided.
 */
export function useDraftOffer<T>() {
  const [offer, setOffer] = useState<T | null>(null);
  const [ready, setReady] = useState(false);
  /** After loading: offer `draft`, or start autosaving at once when there is none. */
  const propose = useCallback((draft: T | null) => (draft ? setOffer(draft) : setReady(true)), []);
  /** The owner restored or discarded the offer. */
  const settle = useCallback(() => {
    setOffer(null);
    setReady(true);
  }, []);
  return { offer, ready, propose, settle };
}

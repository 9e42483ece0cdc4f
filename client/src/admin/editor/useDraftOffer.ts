import { useCallback, useState } from 'react';

/**
 * The unsaved edits earlier visits left, offered back one at a time before anything new is
 * autosaved (the autosave must not overwrite them first). `ready` turns true once there was nothing
 * to offer, the owner has decided on every offer, or the owner started typing while an offer showed
 * (`typedOver`: the editor then sets the offer aside on the device, so nothing typed waits unsaved —
 * issue 29: text typed while the banner showed was gone after a reload).
 */
export function useDraftOffer<T>() {
  const [offers, setOffers] = useState<T[]>([]);
  const [decided, setDecided] = useState(false);
  const [typedOver, setTypedOver] = useState(false);
  /** After loading: offer `drafts` in turn, or start autosaving at once when there is none. */
  const propose = useCallback((drafts: T | T[] | null) => {
    const list = drafts === null ? [] : Array.isArray(drafts) ? drafts : [drafts];
    setOffers(list);
    if (!list.length) setDecided(true);
  }, []);
  /** The owner restored or discarded the offer shown: the next one, if any, shows. */
  const settle = useCallback(() => {
    setOffers((list) => {
      const rest = list.slice(1);
      if (!rest.length) setDecided(true);
      return rest;
    });
  }, []);
  /** Offers `draft` after the ones waiting (the edits a Restore replaced, say). */
  const queue = useCallback((draft: T) => setOffers((list) => [...list, draft]), []);
  const markTyped = useCallback(() => setTypedOver(true), []);
  return { offer: offers[0] ?? null, ready: decided || typedOver, typedOver, markTyped, propose, settle, queue };
}

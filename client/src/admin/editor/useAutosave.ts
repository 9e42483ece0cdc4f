import { useCallback, useEffect, useRef, useState } from 'react';
import { adminApi } from '../admin-api';
import { useUnauthorized } from '../session';
import { clearLocalDraft, writeLocalDraft, type DraftSlot } from './local-draft';

/** Quiet time after the last keystroke before the server copy is written. */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveStatus = 'saved' | 'saving' | 'offline' | 'signed-out';

interface Options {
  slot: DraftSlot;
  /** The form as JSON-safe data (files left out); null when there is nothing to keep (not dirty). */
  form: Record<string, unknown> | null;
  /** Off until the editor has offered what an earlier session left (it must not be overwritten first). */
  enabled: boolean;
  baseVersion: number | null;
}

/**
 * Keeps the form's unsaved state: at once on the device (localStorage), then on the server after a
 * short pause. An autosave is a draft of the form, never a save of the guide. `discard()` after a
 * successful save (or when the owner throws the draft away) removes both copies.
 */
export function useAutosave({ slot, form, enabled, baseVersion }: Options) {
  const unauthorized = useUnauthorized();
  const [status, setStatus] = useState<AutosaveStatus>('saved');
  const json = enabled && form ? JSON.stringify(form) : null;
  const pending = useRef<string | null>(null);
  const wrote = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const version = useRef(baseVersion);
  version.current = baseVersion;

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const body = pending.current;
    if (!body) return;
    try {
      await adminApi.putAutosave(slot, JSON.parse(body) as Record<string, unknown>, version.current);
      if (pending.current === body) {
        pending.current = null;
        setStatus('saved');
      }
    } catch (err) {
      // Signed out: the server copy is written again once signed in (the device's copy is already kept).
      setStatus(unauthorized(err, () => void flush()) ? 'signed-out' : 'offline');
    }
  }, [slot, unauthorized]);

  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    pending.current = null;
    wrote.current = false;
    clearLocalDraft(slot);
    setStatus('saved');
    await adminApi.deleteAutosave(slot).catch(() => undefined);
  }, [slot]);

  useEffect(() => {
    if (!enabled) return;
    if (json === null) {
      // Back to what is saved: an earlier autosave of this session no longer holds anything new.
      if (wrote.current) void discard();
      return;
    }
    wrote.current = true;
    writeLocalDraft(slot, {
      form: JSON.parse(json) as Record<string, unknown>,
      base_version: version.current,
      saved_at: new Date().toISOString(),
    });
    pending.current = json;
    setStatus(navigator.onLine ? 'saving' : 'offline');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [json, enabled, slot, flush, discard]);

  // Back online: the server gets what was kept on the device meanwhile.
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [flush]);

  // Edits typed before the earlier visit's drafts were looked up are not kept anywhere yet: the
  // state must not say Saved until they are (CI saw a reload inside that window lose them).
  return { status: form && !enabled ? ('saving' as const) : status, flush, discard };
}

import type { AutosaveDto } from '../../api/types';

/**
 * The device's copy of an autosave, in localStorage: written on every change (before the server
 * hears of it), so edits made offline, or while the sign-in has expired, survive a reload or a crash.
 */
const PREFIX = 'hp-autosave:';

/** 'new' for the create form, '{id}/{lang}' for the editor (the server slot's path too). */
export type DraftSlot = string;

export function readLocalDraft(slot: DraftSlot): AutosaveDto | null {
  try {
    const raw = localStorage.getItem(PREFIX + slot);
    if (!raw) return null;
    const value = JSON.parse(raw) as AutosaveDto;
    return value && typeof value.form === 'object' && typeof value.saved_at === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(slot: DraftSlot, draft: AutosaveDto): void {
  try {
    localStorage.setItem(PREFIX + slot, JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the server copy is still attempted.
  }
}

export function clearLocalDraft(slot: DraftSlot): void {
  try {
    localStorage.removeItem(PREFIX + slot);
  } catch {
    // ignore
  }
}

/**
 * Logout (issue 30 item 4): every draft kept on this device goes, so a shared phone keeps none of the
 * admin's text (what the server already holds comes back at the next sign-in).
 */
export function clearAllLocalDrafts(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing kept there either
  }
}

/** The newer of two copies (the device's wins a tie: it is written first). */
export function newerDraft(server: AutosaveDto | null, local: AutosaveDto | null): AutosaveDto | null {
  if (!server) return local;
  if (!local) return server;
  return Date.parse(local.saved_at) >= Date.parse(server.saved_at) ? local : server;
}

/**
 * Where an offered draft is set aside on the device when the owner types over its offer (issue 29):
 * the slot itself then keeps what is typed, and the set-aside draft is offered again after it.
 */
export function setAsideSlot(slot: DraftSlot): DraftSlot {
  return `${slot}#earlier`;
}

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

/** How many drafts a slot keeps set aside (the oldest goes first). */
const ASIDE_MAX = 5;

/**
 * Where offered drafts are set aside on the device when the owner types over their offer (issue 29):
 * the slot itself then keeps what is typed, and the set-aside drafts are offered again after it,
 * newest first. A list, not one copy: typing over the offers twice (two visits) must not lose the
 * first set-aside draft (issue 39).
 */
function asideKey(slot: DraftSlot): string {
  return `${PREFIX}${slot}#earlier`;
}

function isDraft(value: unknown): value is AutosaveDto {
  const d = value as AutosaveDto | null;
  return !!d && typeof d.form === 'object' && typeof d.saved_at === 'string';
}

export function readAsideDrafts(slot: DraftSlot): AutosaveDto[] {
  try {
    const raw = localStorage.getItem(asideKey(slot));
    if (!raw) return [];
    const value = JSON.parse(raw) as unknown;
    // One copy, as an earlier version kept it, or the list.
    return (Array.isArray(value) ? value : [value]).filter(isDraft).slice(0, ASIDE_MAX);
  } catch {
    return [];
  }
}

/** Keeps exactly these drafts set aside (none: the key goes). */
export function keepAsideDrafts(slot: DraftSlot, drafts: AutosaveDto[]): void {
  try {
    if (drafts.length) localStorage.setItem(asideKey(slot), JSON.stringify(drafts.slice(0, ASIDE_MAX)));
    else localStorage.removeItem(asideKey(slot));
  } catch {
    // Storage full or unavailable: the drafts stay offered for this visit only.
  }
}

/** Sets `draft` aside, first in the list (a draft already there, by its time, moves to the front). */
export function setAsideDraft(slot: DraftSlot, draft: AutosaveDto): void {
  keepAsideDrafts(slot, [draft, ...readAsideDrafts(slot).filter((d) => d.saved_at !== draft.saved_at)]);
}

/** The owner restored or discarded `draft`: it leaves the set-aside list. */
export function dropAsideDraft(slot: DraftSlot, draft: AutosaveDto): void {
  keepAsideDrafts(
    slot,
    readAsideDrafts(slot).filter((d) => d.saved_at !== draft.saved_at),
  );
}

/**
 * The guide's copy-link button (issue 36): answered by the page's inline entry (entry-client.tsx),
 * so the first tap copies at once, before the app has loaded; the app renders the same button and
 * leaves it to this handler. "Copied!" shows for COPIED_MS (styles.css shows it by the class).
 */

/** SPEC §9: how long "Copied" shows after copying the link. */
export const COPIED_MS = 2000;
/** The attribute that marks the button; the app's held-click replay leaves it alone. */
export const COPY_LINK_ATTRIBUTE = 'data-copy-link';
export const COPIED_CLASS = 'is-copied';

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

async function copy(button: HTMLElement): Promise<void> {
  const href = window.location.href;
  let ok: boolean;
  try {
    await navigator.clipboard.writeText(href);
    ok = true;
  } catch {
    ok = copyWithSelection(href);
  }
  if (!ok) {
    // SPEC §8: a failed copy is only logged.
    console.warn('Copy link failed');
    return;
  }
  button.classList.add(COPIED_CLASS);
  window.clearTimeout(Number(button.dataset.copiedTimer));
  button.dataset.copiedTimer = String(window.setTimeout(() => button.classList.remove(COPIED_CLASS), COPIED_MS));
}

/** Answers every copy-link button of the page, from the first tap on (one listener, on the window). */
export function wireCopyLinks(): void {
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${COPY_LINK_ATTRIBUTE}]`) : null;
      if (button) void copy(button);
    },
    true,
  );
}

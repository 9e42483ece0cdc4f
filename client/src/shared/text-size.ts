/**
 * The reader's text size (issue 13): a scale of the root font size, remembered on the device in
 * localStorage and applied before the page hydrates (entry-client), on every page.
 */
export const TEXT_SIZES = [0.9, 1, 1.15, 1.3] as const;
export const DEFAULT_TEXT_SIZE = 1;
const KEY = 'hp-text-size';
/** The name of the guide's text size radio buttons (public/guide/TextSize.tsx). */
export const TEXT_SIZE_FIELD = 'text-size';

export function readTextSize(): number {
  try {
    const stored = Number(window.localStorage.getItem(KEY));
    return (TEXT_SIZES as readonly number[]).includes(stored) ? stored : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

export function applyTextSize(size: number): void {
  const root = document.documentElement;
  if (size === DEFAULT_TEXT_SIZE) root.style.removeProperty('--text-scale');
  else root.style.setProperty('--text-scale', String(size));
}

export function saveTextSize(size: number): void {
  applyTextSize(size);
  try {
    if (size === DEFAULT_TEXT_SIZE) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, String(size));
  } catch {
    // Private mode without storage: the size holds for this page only.
  }
}

/** The next size up or down, staying within the scale. */
export function stepTextSize(current: number, direction: 1 | -1): number {
  const index = TEXT_SIZES.indexOf(current as (typeof TEXT_SIZES)[number]);
  const from = index === -1 ? TEXT_SIZES.indexOf(DEFAULT_TEXT_SIZE) : index;
  return TEXT_SIZES[Math.min(TEXT_SIZES.length - 1, Math.max(0, from + direction))]!;
}

/**
 * The guide's text size buttons before (and after) the app (issue 36): the remembered size checked as
 * the page opens, and a choice applied and remembered at once, from the page's inline entry.
 */
export function wireTextSizeButtons(root: Document = document): void {
  const current = String(readTextSize());
  for (const input of root.querySelectorAll<HTMLInputElement>(`input[name="${TEXT_SIZE_FIELD}"]`)) input.checked = input.value === current;
  root.addEventListener('change', (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.name === TEXT_SIZE_FIELD && input.checked) saveTextSize(Number(input.value));
  });
}

/**
 * Starts the React app on the reader's first interaction with a server-rendered page (issue 11,
 * "Phone"). The server's HTML is the whole page: it reads, its links navigate and its search form
 * searches without any JavaScript, so the app's download, evaluation and hydration (a few hundred
 * milliseconds of main thread on a mid-range phone, in long tasks) wait until the reader starts to
 * use the page, instead of competing with its first paint and blocking the main thread while it loads.
 *
 * A click on a control that only the app can answer (a button with no action of its own: the menu,
 * the How/Paano switch, share, copy, the carousel, the text size), made before the app has hydrated,
 * is not lost: it is held back from the page and clicked again once hydration has committed.
 * Clicks and submissions with an action of their own (links, the search form) keep it: the browser
 * follows the link or submits the form as it does without JavaScript.
 */

import { COPY_LINK_ATTRIBUTE } from './shared/copy-link';

/** What counts as the reader starting to use the page (a mouse moving over it too: a desktop's). */
export const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'mousemove'] as const;

/** On <html> from the first interaction on: the untouched page's dim (styles.css) gives way. */
export const TOUCHED_CLASS = 'is-touched';
/** data-app on <html> once the app runs: it has hydrated the page and answered the held clicks. */
export const APP_READY = 'ready';

/** A control that does nothing without the app: a button that neither submits nor resets a form. */
export function appOnlyControl(target: EventTarget | null): HTMLElement | null {
  const element = target instanceof Element ? target : null;
  const control = element?.closest<HTMLElement>('button, [role="button"]') ?? null;
  // A control the page's entry answers itself (copy-link) has had its answer already.
  if (!control || control.hasAttribute(COPY_LINK_ATTRIBUTE)) return null;
  if (control instanceof HTMLButtonElement) return control.type === 'button' ? control : null;
  // role="button" on a link keeps the link's own navigation.
  return control.closest('a[href]') ? null : control;
}

/** Fields whose text a reader types. */
const TEXT_FIELDS = new Set(['text', 'search', 'email', 'url', 'tel', 'number']);

/**
 * Text typed into a field while the app was starting is in the page, but not in the app's state:
 * React keeps the value it rendered (the server's) until an input event says otherwise, so a search
 * submitted next would search for nothing. Each such field is given that input event, as typing would.
 * React notices a change against the value it last saw set through the field's `value`: the field is
 * set back to its rendered value that way, then given the typed text past React (the prototype's setter).
 */
export function announceTypedText(root: ParentNode = document): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const field of root.querySelectorAll('input')) {
    if (!TEXT_FIELDS.has(field.type) || field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    setValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Calls `start` once, on the first interaction; `start` resolves once the app has hydrated (its
 * first commit), after which text typed meanwhile is announced and the held clicks are clicked again.
 */
export function hydrateOnInteraction(start: () => Promise<void>): void {
  const held: HTMLElement[] = [];
  let holding = true;

  // Until the app has hydrated, clicks and submissions never reach React's listeners on the root:
  // while hydrateRoot is under way React would hold some of them back itself (a search submitted
  // then was lost), and a held click would be answered twice. Links and forms keep their own
  // action, the browser's; a click on an app-only control is held and clicked again afterwards.
  const holdClick = (event: MouseEvent) => {
    if (!holding) return;
    event.stopPropagation();
    const control = appOnlyControl(event.target);
    if (control) held.push(control);
  };
  const passSubmit = (event: Event) => {
    if (holding) event.stopPropagation();
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', passSubmit, true);
  const stopHolding = () => {
    holding = false;
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', passSubmit, true);
  };

  const replay = () => {
    stopHolding();
    announceTypedText();
    for (const control of held.splice(0)) if (control.isConnected) control.click();
    document.documentElement.dataset.app = APP_READY;
  };

  let started = false;
  const begin = (event: Event) => {
    // The reader scrolling the page; a scroll container's own scroll events also pass by here, and a
    // carousel is scrolled by the browser itself as it lays the page out (scroll snapping).
    if (event.type === 'scroll' && event.target !== document) return;
    if (started) return;
    started = true;
    document.documentElement.classList.add(TOUCHED_CLASS);
    for (const name of INTERACTION_EVENTS) window.removeEventListener(name, begin, true);
    // Without the app (offline with a build that is gone) the server's page stays and its links work.
    start().then(replay, stopHolding);
  };
  for (const name of INTERACTION_EVENTS) window.addEventListener(name, begin, { capture: true, passive: true });
}

/**
 * Ad slots and analytics in the browser (issue 25 items 2 and 4): loaded by the page's entry
 * (entry-client.tsx) only on a page with slots or analytics, and used by the guide page's slots after
 * hydration; the same module instance for both.
 *
 * A slot (public/guide/AdSlot.tsx) is an <ins class="hp-ad"> whose size its stylesheet reserves per
 * breakpoint, so nothing moves whether it fills or not. Nothing is asked of the ad network until the
 * reader first scrolls (or otherwise interacts); then each slot is requested when it comes within a
 * screen of the viewport. The signed-in administrator (a token in this browser) gets no ads and sends
 * no analytics: the check must be here, as the server never sees the token.
 */

const ADSENSE_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';
const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
/** How near the viewport a slot must come to be requested. */
const NEAR = '100% 0px';

type Queue = { push(value: unknown): void };
type AdWindow = Window & { adsbygoogle?: Queue | unknown[]; dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

import { isAdministrator } from './administrator';

let started = false;
let observer: IntersectionObserver | undefined;
let scriptAdded = false;
const waiting = new Set<HTMLElement>();

function addScript(src: string, crossOrigin: boolean): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  // AdSense's own snippet asks for it; gtag.js's does not.
  if (crossOrigin) script.crossOrigin = 'anonymous';
  document.head.appendChild(script);
}

/** AdSense's script, once: with Auto ads on, it also places ads of its own choosing. */
function addAdSense(client: string): void {
  if (scriptAdded) return;
  scriptAdded = true;
  addScript(`${ADSENSE_SCRIPT}?client=${encodeURIComponent(client)}`, true);
}

function request(slot: HTMLElement): void {
  slot.dataset.hpAd = 'requested';
  addAdSense(slot.dataset.adClient ?? '');
  // AdSense fills the first <ins class="adsbygoogle"> it has not filled: this slot, given the class now.
  slot.classList.add('adsbygoogle');
  const w = window as AdWindow;
  (w.adsbygoogle = w.adsbygoogle ?? []).push({});
}

function watch(slot: HTMLElement): void {
  if (typeof IntersectionObserver === 'undefined') return request(slot);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        request(entry.target as HTMLElement);
      }
    },
    { rootMargin: NEAR },
  );
  observer.observe(slot);
}

function start(): void {
  if (started) return;
  started = true;
  const auto = document.querySelector<HTMLElement>('[data-hp-auto-ads]')?.dataset.hpAutoAds;
  if (auto) addAdSense(auto);
  for (const slot of waiting) watch(slot);
  waiting.clear();
}

/** Registers a slot (once); it is requested near the viewport after the reader's first scroll. */
export function adSlotReady(slot: HTMLElement): void {
  if (slot.dataset.hpAd || isAdministrator()) return;
  slot.dataset.hpAd = 'waiting';
  if (started) watch(slot);
  else waiting.add(slot);
}

/** The page's slots as the server rendered them: waiting for the reader's first scroll or interaction. */
export function startAds(): void {
  const slots = document.querySelectorAll<HTMLElement>('ins.hp-ad');
  const auto = document.querySelector('[data-hp-auto-ads]');
  if ((slots.length === 0 && !auto) || isAdministrator()) return;
  slots.forEach(adSlotReady);
  for (const type of ['scroll', 'pointerdown', 'keydown']) addEventListener(type, start, { once: true, passive: true, capture: true });
}

/** Google Analytics 4 for a reader (never for the administrator), once the page has loaded. */
export function startAnalytics(measurementId: string | undefined): void {
  if (!measurementId || isAdministrator()) return;
  const w = window as AdWindow;
  w.dataLayer = w.dataLayer ?? [];
  // gtag's documented queue: it reads the arguments object itself.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId);
  addScript(`${GTAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`, false);
}

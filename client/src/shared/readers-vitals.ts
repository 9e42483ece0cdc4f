import { onCLS, onINP, onLCP } from 'web-vitals';
import { beaconFields, pageCount, sendCount } from './readers-beacon';

/**
 * Readers' speed (issue 36 item 2, docs/readers.md): the page's LCP, INP and CLS as Google's `web-vitals`
 * measures them, sent once per page view by the same cookieless beacon as the other counts (no new
 * identifier: the server adds the device class from the user agent and forgets it). Only a sample of
 * views is measured (SiteConfig.vitals, a share from 0 to 1): each beacon is a request the server
 * answers, and the Readers budget is ≤ 5 % of the server's throughput for counting a view.
 *
 * This module and `web-vitals` are a chunk of their own (`vitals`), loaded by the inline entry for a
 * sampled view only, once the page has loaded and the main thread is idle (startVitals), so they never
 * hold back the first paint or the first tap and add a few bytes only to the inline entry; web-vitals'
 * observers are buffered, so LCP and CLS from before it loaded are seen. The values go when the page is hidden (the reader leaves, switches app or
 * tab: `visibilitychange`, then `pagehide` as a fallback), once: web-vitals reports its final values on
 * the same event, in a capture listener on window that runs before this one on document.
 */
export function measureVitals(): void {
  const count = pageCount();
  if (!count || typeof PerformanceObserver === 'undefined') return;
  const values: Partial<Record<'lcp' | 'inp' | 'cls', number>> = {};
  let sent = false;
  const send = () => {
    // Nothing measured yet (hidden before web-vitals loaded, or nothing painted): nothing to send.
    if (sent || (values.lcp === undefined && values.inp === undefined && values.cls === undefined)) return;
    sent = true;
    const page = new URLSearchParams(beaconFields(count));
    const fields = new URLSearchParams({ t: 'vitals', p: page.get('t') ?? '', l: page.get('l') ?? '' });
    for (const [name, value] of Object.entries(values)) fields.set(name, name === 'cls' ? value.toFixed(4) : String(Math.round(value)));
    sendCount(fields.toString());
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // pagehide without visibilitychange (older Safari): the page is going, send what there is.
  addEventListener('pagehide', send);
  const keep = (name: 'lcp' | 'inp' | 'cls') => (metric: { value: number }) => {
    values[name] = metric.value;
  };
  onLCP(keep('lcp'), { reportAllChanges: true });
  onINP(keep('inp'), { reportAllChanges: true });
  onCLS(keep('cls'), { reportAllChanges: true });
}

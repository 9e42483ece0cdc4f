/**
 * Registers the service worker (docs/languages-offline.md, "Offline and installing") once the page has loaded, and, while the browser
 * is offline, turns clicks on the site's own links into full page loads: the worker answers those
 * from what it saved, where a client-side navigation would need the API.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the site works as before, online.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });

  document.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target || link.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(link.href);
    },
    true,
  );
}

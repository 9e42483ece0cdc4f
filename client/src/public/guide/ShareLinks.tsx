import { useEffect, useState } from 'react';
import type { Catalogue } from '../../i18n/i18n';
import { COPY_LINK_ATTRIBUTE } from '../../shared/copy-link';

/** SPEC §9: how long "Copied" shows after copying the link. */
export { COPIED_MS } from '../../shared/copy-link';

/**
 * SPEC's four social pages and copy-link, the phone's own share sheet where the browser has one
 * (Web Share API; shown after hydration, so it never appears where it cannot work), and Messenger
 * and Viber, which Filipino readers use most (their app links open the app on a phone). The social
 * pages are links (they work without JavaScript); copy-link is answered by the page's inline entry
 * (shared/copy-link.ts), so its first tap copies before the app has loaded (issue 36).
 */
export function ShareLinks({ url, title, labels }: { url: string; title: string; labels: Catalogue }) {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, app: false },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`, app: false },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, app: false },
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}`, app: false },
    { name: 'Messenger', href: `fb-messenger://share/?link=${u}`, app: true },
    { name: 'Viber', href: `viber://forward?text=${text}%20${u}`, app: true },
  ];
  async function shareNative() {
    try {
      await navigator.share({ title, url: window.location.href });
    } catch {
      // The reader closed the sheet: nothing to do.
    }
  }
  return (
    <section className="share" aria-labelledby="share-heading">
      <h2 id="share-heading">{labels.shareGuide}</h2>
      <ul className="share-links">
        {canShare && (
          <li>
            <button type="button" className="chip chip-strong" onClick={shareNative}>
              {labels.shareNative}
            </button>
          </li>
        )}
        {links.map((link) => (
          <li key={link.name}>
            {link.app ? (
              <a className="chip" href={link.href}>
                {link.name}
              </a>
            ) : (
              <a className="chip" href={link.href} target="_blank" rel="noopener noreferrer">
                {link.name}
              </a>
            )}
          </li>
        ))}
        <li>
          <button type="button" className="chip chip-strong copy-link" {...{ [COPY_LINK_ATTRIBUTE]: '' }}>
            <span className="copy-link__ask">{labels.copyLink}</span>
            <span className="copy-link__done">{labels.copied}</span>
          </button>
        </li>
      </ul>
    </section>
  );
}

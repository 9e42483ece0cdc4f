import { useEffect, useRef, useState } from 'react';
import type { Catalogue } from '../../i18n/i18n';

/** SPEC §9: how long "Copied" shows after copying the link. */
export const COPIED_MS = 2000;

/**
 * SPEC's four social pages and copy-link, the phone's own share sheet where the browser has one
 * (Web Share API; shown after hydration, so it never appears where it cannot work), and Messenger
 * and Viber, which Filipino readers use most (their app links open the app on a phone).
 */
export function ShareLinks({ url, title, labels }: { url: string; title: string; labels: Catalogue }) {
  const [copied, setCopied] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
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
  async function copy() {
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
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
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
          <button type="button" className="chip chip-strong" onClick={copy}>
            {copied ? labels.copied : labels.copyLink}
          </button>
        </li>
      </ul>
    </section>
  );
}

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

import { useEffect, useRef } from 'react';
import { adSlotReady } from '../../ads/ads-loader';
import type { AdsConfig } from '../../shared/site-config';

export type AdPlace = 'intro' | 'sections' | 'conclusion' | 'beside' | 'home' | 'category';

/**
 * One ad slot (issue 25 item 2): a label in the page's language and the ad unit, whose size the
 * stylesheet reserves per breakpoint (.ad-slot--PLACE), so the page does not move when it fills or
 * stays empty. ads-loader.ts requests it near the viewport after the reader's first scroll; the ad
 * network writes into the unit, which React leaves alone (empty inner HTML, not children).
 */
export function AdSlot({ ads, place, label }: { ads: AdsConfig; place: AdPlace; label: string }) {
  const unit = useRef<HTMLModElement>(null);
  // A slot rendered in the browser (a later page); the server's are registered by the entry.
  useEffect(() => {
    if (unit.current) adSlotReady(unit.current);
  }, []);
  return (
    <div className={`ad-slot ad-slot--${place}`}>
      <p className="ad-label">{label}</p>
      <ins
        ref={unit}
        className="hp-ad"
        data-ad-client={ads.client}
        data-ad-slot={ads.slot}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    </div>
  );
}

/**
 * Auto ads (Settings): a mark the entry looks for on guide, home and category pages; ads-loader.ts
 * loads AdSense's script after the reader's first scroll or tap, and AdSense places the ads itself.
 */
export function AutoAdsMark({ ads }: { ads: AdsConfig }) {
  return ads.auto ? <span hidden data-hp-auto-ads={ads.client} /> : null;
}

import { VIDEO_FRAME_ATTRIBUTE, VIDEO_FRAME_ORIGINS } from '../../client/src/shared/video';

/**
 * The frame origins a rendered page's video previews need (issue 38: client/src/public/guide/GuideVideo.tsx
 * names its player's origin in `data-video-frame`): that page's CSP allows frames from exactly these,
 * and every other page's CSP stays as it was. Read once per render; kept with the page (CachedPage.frameSrc),
 * so a kept page, the fast path and a shared cache all send the page the CSP it was rendered for.
 * Only the known players' origins count: a page can never widen its CSP to anything else.
 */
const KNOWN = new Set(Object.values(VIDEO_FRAME_ORIGINS));
const MARK = `${VIDEO_FRAME_ATTRIBUTE}="`;

export function pageFrameOrigins(html: string): string[] | undefined {
  if (!html.includes(MARK)) return undefined;
  const found = new Set<string>();
  for (let at = html.indexOf(MARK); at !== -1; at = html.indexOf(MARK, at + MARK.length)) {
    const start = at + MARK.length;
    const origin = html.slice(start, html.indexOf('"', start));
    if (KNOWN.has(origin)) found.add(origin);
  }
  return found.size ? [...found].sort() : undefined;
}

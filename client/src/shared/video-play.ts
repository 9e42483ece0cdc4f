import { VIDEO_EMBED_ATTRIBUTE, VIDEO_FRAME_ORIGINS } from './video-names';

/**
 * The guide video's tap (issue 38), answered by the page's inline entry (entry-client.tsx) so the first
 * tap plays, before the app has loaded or while it hydrates: the preview link's player goes into the
 * empty frame box before it (public/guide/GuideVideo.tsx), and the link hides (styles.css). Only a
 * preview that came with this document is played in place: its CSP was made for it (frame-src for the
 * player's origin). A preview the app rendered after a navigation keeps its link (opens the video's site).
 */

const served = new WeakSet<Element>();
const ORIGINS = Object.values(VIDEO_FRAME_ORIGINS);

/** Notes the previews the server sent with this document (call once the body is parsed). */
export function markServedVideos(): void {
  for (const link of document.querySelectorAll(`a[${VIDEO_EMBED_ATTRIBUTE}]`)) served.add(link);
}

function play(link: HTMLAnchorElement): boolean {
  const src = link.getAttribute(VIDEO_EMBED_ATTRIBUTE) ?? '';
  const box = link.previousElementSibling;
  if (!served.has(link) || !(box instanceof HTMLElement) || !box.classList.contains('guide-video__frame')) return false;
  if (!ORIGINS.some((origin) => src.startsWith(`${origin}/`))) return false;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = link.dataset.videoTitle ?? link.getAttribute('aria-label') ?? '';
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  box.replaceChildren(frame);
  frame.focus();
  return true;
}

/** Answers every video preview of the page from the first tap on (one listener, on the window). */
export function wireVideoPreviews(): void {
  window.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${VIDEO_EMBED_ATTRIBUTE}]`) : null;
      if (link && play(link)) event.preventDefault();
    },
    true,
  );
}

/**
 * The names the page's inline entry shares with the rest (issue 38's video): kept apart from
 * video.ts so the entry carries these few strings, not the address rules.
 */

export type VideoProvider = 'youtube' | 'facebook';

export const VIDEO_FRAME_ORIGINS: Record<VideoProvider, string> = {
  youtube: 'https://www.youtube-nocookie.com',
  facebook: 'https://www.facebook.com',
};

/** The attribute on the preview link whose value is the player's address (entry-client answers the tap). */
export const VIDEO_EMBED_ATTRIBUTE = 'data-video-embed';
/** The attribute naming the player's origin, read by the server to widen that page's CSP (SiteService). */
export const VIDEO_FRAME_ATTRIBUTE = 'data-video-frame';

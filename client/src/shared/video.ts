import type { Lang, VideoDto } from '../api/types';
import { VIDEO_FRAME_ORIGINS, type VideoProvider } from './video-names';

export { VIDEO_EMBED_ATTRIBUTE, VIDEO_FRAME_ATTRIBUTE, VIDEO_FRAME_ORIGINS, type VideoProvider } from './video-names';

/**
 * A guide's video (issue 38 item 1): a YouTube or Facebook video, read from the address an owner
 * pastes. Pure: the server's validation, the page, its structured data, import and export all read
 * addresses through here, so they accept exactly the same ones.
 */

export interface VideoInfo {
  provider: VideoProvider;
  /** YouTube's 11-character id; Facebook's numeric id, or the fb.watch code. */
  id: string;
  /** The address stored and linked to (the plain link of a page without scripts). */
  url: string;
  /** The player loaded on the reader's tap: YouTube's privacy-enhanced (no-cookie) one, or Facebook's plugin. */
  embedUrl: string;
  /** The one origin the player lives at: the page's CSP allows frames from it (and only on a page with a video). */
  frameOrigin: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const FACEBOOK_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com']);

function youtube(id: string): VideoInfo | null {
  if (!YOUTUBE_ID.test(id)) return null;
  return {
    provider: 'youtube',
    id,
    url: `https://www.youtube.com/watch?v=${id}`,
    embedUrl: `${VIDEO_FRAME_ORIGINS.youtube}/embed/${id}?autoplay=1`,
    frameOrigin: VIDEO_FRAME_ORIGINS.youtube,
  };
}

function facebook(id: string, url: string): VideoInfo {
  return {
    provider: 'facebook',
    id,
    url,
    embedUrl: `${VIDEO_FRAME_ORIGINS.facebook}/plugins/video.php?href=${encodeURIComponent(url)}&show_text=false&autoplay=true`,
    frameOrigin: VIDEO_FRAME_ORIGINS.facebook,
  };
}

/**
 * The video an address names, or null when it is none we accept: youtube.com/watch?v=, youtu.be/,
 * youtube.com/shorts/, youtube.com/embed/, facebook.com/<page>/videos/<id> and fb.watch/<code>.
 * A missing scheme is taken as https (owners paste "youtu.be/…").
 */
export function parseVideoUrl(input: string): VideoInfo | null {
  const text = input.trim();
  if (!text || text.length > 2000 || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return parts.length === 1 ? youtube(parts[0]!) : null;
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') return youtube(url.searchParams.get('v') ?? '');
    if (parts.length === 2 && (parts[0] === 'shorts' || parts[0] === 'embed' || parts[0] === 'live')) return youtube(parts[1]!);
    return null;
  }
  if (host === 'fb.watch') {
    const code = parts.length === 1 ? parts[0]! : '';
    return /^[A-Za-z0-9_-]{1,40}$/.test(code) ? facebook(code, `https://fb.watch/${code}/`) : null;
  }
  if (FACEBOOK_HOSTS.has(host)) {
    // facebook.com/<page>/videos/<id>/ (or …/videos/<title>/<id>/), and facebook.com/watch/?v=<id>.
    const at = parts.indexOf('videos');
    const id = at === 1 ? parts[parts.length - 1] : undefined;
    if (id && /^\d{5,25}$/.test(id) && parts.length <= 4 && /^[A-Za-z0-9.\-_]+$/.test(parts[0]!))
      return facebook(id, `https://www.facebook.com/${parts[0]}/videos/${id}/`);
    const v = url.searchParams.get('v') ?? '';
    if (parts.length === 1 && parts[0] === 'watch' && /^\d{5,25}$/.test(v)) return facebook(v, `https://www.facebook.com/watch/?v=${v}`);
  }
  return null;
}

/** The preview picture search engines may show (the reader's browser never asks for it): YouTube's own, or none. */
export function videoThumbnail(info: VideoInfo): string | null {
  return info.provider === 'youtube' ? `https://i.ytimg.com/vi/${info.id}/hqdefault.jpg` : null;
}

type WithVideo = { video?: VideoDto | null };
export type GuideWithVideo = WithVideo & { how?: WithVideo | null; paano?: WithVideo | null; paano_content?: WithVideo | null };

/**
 * The video a page in `lang` shows: its own language's; a Filipino page with none shows the English
 * one (the same video is often the only one there is); an English page never borrows the Filipino's.
 * `own` says whether it is the language's own (its title is then in the page's language).
 */
export function videoOf(guide: GuideWithVideo | null | undefined, lang: Lang): { video: VideoDto; info: VideoInfo; own: boolean } | null {
  const g = guide ?? {};
  const english = (g.how ?? g).video;
  const mine = lang === 'paano' ? (g.paano_content ?? g.paano)?.video : english;
  for (const [video, own] of [
    [mine, true],
    [lang === 'paano' ? english : undefined, false],
  ] as const) {
    const info = video?.url ? parseVideoUrl(video.url) : null;
    if (video && info) return { video, info, own };
  }
  return null;
}

import type { VideoDto } from '../../client/src/api/types';
import { parseVideoUrl } from '../../client/src/shared/video';

/**
 * Issue 38's video in a post's HTML, both ways. Export: a Gutenberg core/embed block (WordPress shows
 * its player; the `_howpaano_blocks` meta holds the video exactly for our own import). Import: the
 * first YouTube or Facebook video a post embeds becomes the language's video and leaves the text:
 * a core/embed block, an [embed] shortcode, or a bare address alone on its line or in its paragraph
 * (WordPress's own auto-embed). Pure string work, before html-to-format.ts reads the rest.
 */

/** The core/embed block of a video (its address inside, as WordPress writes it). */
export function videoEmbedHtml(video: VideoDto): string {
  const info = parseVideoUrl(video.url);
  if (!info) return '';
  const slug = info.provider;
  const attrs = JSON.stringify({
    url: info.url,
    type: 'video',
    providerNameSlug: slug,
    responsive: true,
    className: 'wp-embed-aspect-16-9 wp-has-aspect-ratio',
  });
  const caption = video.title ? `<figcaption class="wp-element-caption">${escapeHtml(video.title)}</figcaption>` : '';
  return (
    `<!-- wp:embed ${attrs} -->\n` +
    `<figure class="wp-block-embed is-type-video is-provider-${slug} wp-block-embed-${slug} wp-embed-aspect-16-9 wp-has-aspect-ratio">` +
    `<div class="wp-block-embed__wrapper">\n${escapeHtml(info.url)}\n</div>${caption}</figure>\n<!-- /wp:embed -->`
  );
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#0*38;/g, '&')
    .replace(/&quot;/g, '"');
const plain = (s: string) =>
  decode(s.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** Where the video is found in the HTML, and what it is. */
interface Found {
  start: number;
  end: number;
  video: VideoDto;
}

/** A core/embed block's address, from its attributes (malformed JSON: none). */
function embedAddress(attributes: string): string {
  try {
    return String((JSON.parse(attributes) as { url?: unknown }).url ?? '');
  } catch {
    return '';
  }
}

function firstOf(html: string): Found | null {
  const candidates: Found[] = [];
  // A core/embed block: its address in the comment's attributes, its caption as the title.
  for (const m of html.matchAll(
    /<!--\s*wp:(?:core-embed\/\w+|embed)\s+(\{[\s\S]*?\})\s*-->([\s\S]*?)<!--\s*\/wp:(?:core-embed\/\w+|embed)\s*-->/g,
  )) {
    const info = parseVideoUrl(embedAddress(m[1]!));
    if (!info) continue;
    const caption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(m[2]!);
    const title = caption ? plain(caption[1]!) : '';
    candidates.push({ start: m.index, end: m.index + m[0].length, video: { url: info.url, ...(title ? { title } : {}) } });
    break;
  }
  // [embed]address[/embed], a paragraph holding only an address (linked or not), or an address alone on its line.
  const patterns = [
    /\[embed[^\]]*\]\s*(\S+?)\s*\[\/embed\]/g,
    /<p[^>]*>\s*(?:<a [^>]*>)?\s*(https?:\/\/[^\s<"]+)\s*(?:<\/a>)?\s*<\/p>/g,
    /(?:^|\n)[ \t]*(https?:\/\/[^\s<"]+)[ \t]*(?=\n|$)/g,
  ];
  for (const pattern of patterns) {
    for (const m of html.matchAll(pattern)) {
      const info = parseVideoUrl(decode(m[1]!));
      if (!info) continue;
      candidates.push({ start: m.index, end: m.index + m[0].length, video: { url: info.url } });
      break;
    }
  }
  return candidates.sort((a, b) => a.start - b.start)[0] ?? null;
}

/** The post's first video, and its HTML without it (unchanged, and null, when it embeds none). */
export function takeVideo(html: string): { video: VideoDto | null; html: string } {
  const found = firstOf(html);
  if (!found) return { video: null, html };
  return { video: found.video, html: `${html.slice(0, found.start)}\n${html.slice(found.end)}` };
}

/** The video as our export's meta holds it, read back from a file anyone may have written. */
export function parseMetaVideo(value: unknown): VideoDto | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const o = value as Record<string, unknown>;
  const info = typeof o.url === 'string' ? parseVideoUrl(o.url) : null;
  if (!info) return undefined;
  const title = typeof o.title === 'string' ? o.title.trim().slice(0, 200) : '';
  const date = typeof o.upload_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(o.upload_date) ? o.upload_date : '';
  return { url: info.url, ...(title ? { title } : {}), ...(date ? { upload_date: date } : {}) };
}

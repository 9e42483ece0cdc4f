import type { Lang } from '../../api/types';
import { messages, uiLang } from '../../i18n/i18n';
import { VIDEO_EMBED_ATTRIBUTE, VIDEO_FRAME_ATTRIBUTE, videoOf, type GuideWithVideo } from '../../shared/video';

/**
 * Issue 38's video as a click-to-play preview: our own poster (the video's title, a play button, the
 * site's colours), nothing from the video site, until the reader taps. The poster is a plain link to
 * the video, so without scripts (and on lite pages, and in the admin's preview, whose CSP allows no
 * frame) it opens the video on its site. On a full page, the inline entry answers the tap itself
 * (shared/video-play.ts), before the app has loaded: the player's frame goes into the empty box above
 * the link, which React renders as empty HTML and never touches again (so hydration leaves it be).
 * `data-video-frame` names the player's origin: the server gives this page's CSP frame-src for it alone.
 */
export function GuideVideo({ guide, lang, title, plain }: { guide: GuideWithVideo; lang: Lang; title: string; plain: boolean }) {
  const found = videoOf(guide, lang);
  if (!found) return null;
  const { video, info } = found;
  const m = messages(uiLang(lang));
  const site = info.provider === 'youtube' ? 'YouTube' : 'Facebook';
  // The video's own title in this language, else the English one's, else the guide's title.
  const name = video.title?.trim() || title;
  const embed = plain
    ? {}
    : { [VIDEO_EMBED_ATTRIBUTE]: info.embedUrl, [VIDEO_FRAME_ATTRIBUTE]: info.frameOrigin, 'data-video-title': name };
  return (
    // Keyed by the address, so another guide's page never reuses a frame left playing here.
    <div className="guide-video" key={info.url}>
      {!plain && <div className="guide-video__frame" dangerouslySetInnerHTML={{ __html: '' }} />}
      {/* Its name starts "Play video: <title>" (the words before the title are for screen readers), then the visible note. */}
      <a className="guide-video__poster" href={info.url} {...embed}>
        <span className="guide-video__play" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
        <span className="guide-video__title">
          <span className="visually-hidden">{m.playVideo('').trim()}</span> {name}
        </span>
        <span className="guide-video__site">{plain ? m.watchOn(site) : m.videoOn(site)}</span>
      </a>
    </div>
  );
}

import type { Lang, VideoDto } from '../../api/types';
import { parseVideoUrl } from '../../shared/video';
import { TextField } from '../fields/TextField';
import { useAdminLang } from '../admin-lang';
import { StaleMark } from './StaleMark';

/**
 * Issue 38's video of one language in the editor: its address (YouTube or Facebook, shared/video.ts)
 * and an optional title, with its "needs update" mark. An address the page could not play is said so
 * under the field as it is typed; the server refuses it with the same rule. The labels speak the
 * admin's language; the title is typed in the edited version's.
 */

const TEXTS = {
  how: {
    legend: 'Video',
    url: 'Video address (YouTube or Facebook)',
    title: 'Video title (optional)',
    hint: 'youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, facebook.com/<page>/videos/… or fb.watch/…. Readers see a preview; nothing loads from the video site until they tap it.',
    filipinoFallback: 'Left empty, the Filipino page shows the English video.',
    bad: 'This is not a YouTube or Facebook video address. Paste the address of the video itself (for example youtube.com/watch?v=… or facebook.com/<page>/videos/…).',
    ok: (site: string) => `A ${site} video.`,
  },
  paano: {
    legend: 'Bidyo',
    url: 'Address ng video (YouTube o Facebook)',
    title: 'Pamagat ng video (hindi kailangan)',
    hint: 'youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, facebook.com/<page>/videos/… o fb.watch/…. Preview ang makikita ng mambabasa; walang kinukuha sa site ng video hangga’t hindi nila ito pinipindot.',
    filipinoFallback: 'Kapag walang laman, ang English na video ang ipapakita sa Filipino na pahina.',
    bad: 'Hindi ito address ng video sa YouTube o Facebook. I-paste ang address ng mismong video (halimbawa youtube.com/watch?v=… o facebook.com/<page>/videos/…).',
    ok: (site: string) => `Video sa ${site}.`,
  },
} as const;

export function VideoEditor({ lang, video, onChange }: { lang: Lang; video: VideoDto | null | undefined; onChange(next: VideoDto): void }) {
  const t = TEXTS[useAdminLang().lang === 'fil' ? 'paano' : 'how'];
  const url = video?.url ?? '';
  const info = url.trim() ? parseVideoUrl(url) : null;
  const bad = url.trim() !== '' && !info;
  return (
    <fieldset className="hp-section hp-video-field">
      <legend>{t.legend}</legend>
      <StaleMark part="video" />
      <TextField
        label={t.url}
        type="url"
        value={url}
        onChange={(v) => onChange({ ...(video ?? { url: '' }), url: v })}
        hint={lang === 'paano' ? `${t.hint} ${t.filipinoFallback}` : t.hint}
      />
      {bad && (
        <p className="hp-field-error" role="alert">
          {t.bad}
        </p>
      )}
      {info && <p className="hp-hint">{t.ok(info.provider === 'youtube' ? 'YouTube' : 'Facebook')}</p>}
      <TextField
        label={t.title}
        lang={lang === 'paano' ? 'fil' : 'en'}
        value={video?.title ?? ''}
        onChange={(v) => onChange({ ...(video ?? { url: '' }), title: v })}
      />
    </fieldset>
  );
}

/** What a save sends: null for no address (the stored video is removed), else the address and title trimmed. */
export function cleanVideo(video: VideoDto | null | undefined): VideoDto | null {
  const url = video?.url?.trim() ?? '';
  if (!url) return null;
  const title = video?.title?.trim();
  return { url, ...(title ? { title } : {}), ...(video?.upload_date ? { upload_date: video.upload_date } : {}) };
}

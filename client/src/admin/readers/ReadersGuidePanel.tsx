import { Link } from 'react-router';
import { adminApi } from '../admin-api';
import { useAdminData } from '../admin-data';
import { READERS_PATH, readersTexts } from './ReadersScreen';

const DAYS = 30;

/**
 * The editor's readers panel (issue 24): this guide's views per language, its helpful share and its
 * affiliate clicks over the last 30 days, in the editor's language. Quiet when it cannot load (the
 * editor's work matters more).
 */
export function ReadersGuidePanel({ guideId, lang }: { guideId: number; lang: 'en' | 'fil' }) {
  const t = readersTexts(lang);
  const stats = useAdminData(
    () => adminApi.readersGuide(guideId, DAYS),
    [guideId],
    () => t.loadFailed,
  );
  const s = stats.data;
  const yes = s ? s.en.helpfulYes + s.fil.helpfulYes : 0;
  const votes = s ? yes + s.en.helpfulNo + s.fil.helpfulNo : 0;
  return (
    <section className="hp-card hp-readers-panel" aria-labelledby="hp-readers-panel-title" lang={lang}>
      <h2 id="hp-readers-panel-title">{t.panelTitle(DAYS)}</h2>
      {s ? (
        <ul>
          <li>{t.panelViews(s.en.views, s.fil.views)}</li>
          <li>{t.panelHelpful(yes, votes)}</li>
          <li>{t.panelAffiliate(s.en.affiliateClicks + s.fil.affiliateClicks)}</li>
        </ul>
      ) : (
        <p className="hp-readers__none">{stats.error ?? t.loading}</p>
      )}
      <Link className="hp-touch" to={`${READERS_PATH}${lang === 'fil' ? '?ui=fil' : ''}`}>
        {t.panelOpen}
      </Link>
    </section>
  );
}

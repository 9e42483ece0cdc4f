import { useEffect, useState } from 'react';
import { foundEn } from '../../i18n/found-en';
import { foundFil } from '../../i18n/found-fil';
import { useAdminLang } from '../admin-lang';
import { ReportCard } from './ReportCard';
import { NotFoundCard, RedirectsCard, SlugsCard } from './AddressCards';
import { DASHBOARD_PATH } from '../auth';
import './found.css';

export const FOUND_PATH = `${DASHBOARD_PATH}/seo`;

/**
 * /admin-hp-access/seo (issue 27 item 6, docs/found.md): the site report, the addresses that answered
 * "not found" with a one-click redirect, and the redirect manager. In the admin's language (issue 39).
 */
export function FoundScreen() {
  const { lang } = useAdminLang();
  const T = lang === 'fil' ? foundFil : foundEn;
  // A redirect made from the not-found list shows in the redirect list: both reload.
  const [redirectsMade, setRedirectsMade] = useState(0);

  useEffect(() => {
    document.title = `${T.title} | HowPaano`;
  }, [T]);

  return (
    <div className="hp-found" lang={lang}>
      <div className="hp-settings__head">
        <h1>{T.title}</h1>
      </div>
      <p className="hp-found__intro">{T.intro}</p>
      <ReportCard T={T} lang={lang} />
      <NotFoundCard T={T} onRedirect={() => setRedirectsMade((n) => n + 1)} />
      <RedirectsCard T={T} version={redirectsMade} />
      <SlugsCard T={T} />
    </div>
  );
}

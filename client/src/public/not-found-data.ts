import { data, type LoaderFunctionArgs } from 'react-router';
import type { Lang } from '../api/types';
import { messages, uiLang } from '../i18n/i18n';
import { queryFromSearchSlug } from '../shared/links';
import { countFields } from '../shared/readers-beacon';
import { HOME_PATHS } from '../shared/site-paths';
import { queryLanguage } from '../shared/query-language';
import type { HeadFn } from './head';
import { popularGuides, type PopularLink } from './popular';
import { apiFrom } from './site';

/** An address that is no page (the router's "*"): SPEC's "Content not found", and a way on (issue 29). */
export interface NotFoundData {
  notFound: true;
  /** The language the address's words clearly are (English otherwise). */
  lang: Lang;
  /** The address's last part as words, named in the "Request this guide" prompt. */
  query: string;
  popular: PopularLink[];
}

export async function notFoundLoader({ request, context }: LoaderFunctionArgs) {
  const parts = new URL(request.url).pathname.split('/').filter(Boolean);
  const query = queryFromSearchSlug(parts[parts.length - 1] ?? '').slice(0, 100);
  // An address under the Filipino home (/fil/…) is a Filipino reader's, whatever its words.
  const underFil = `/${parts[0] ?? ''}` === HOME_PATHS.fil;
  const lang: Lang = underFil || queryLanguage(parts.map((p) => queryFromSearchSlug(p)).join(' ')) === 'fil' ? 'paano' : 'how';
  const popular = await popularGuides(apiFrom(context), lang);
  return data<NotFoundData>({ notFound: true, lang, query, popular }, { status: 404 });
}

export const notFoundHead: HeadFn<NotFoundData | undefined> = ({ data: page, site }) => {
  const lang = uiLang(page?.lang ?? 'how');
  return {
    title: `${messages(lang).contentNotFound} | ${site.siteName}`,
    robots: 'noindex',
    lang,
    count: countFields({ t: 'notfound', l: lang }),
  };
};

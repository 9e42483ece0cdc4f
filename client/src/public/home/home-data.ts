import { countFields } from '../../shared/readers-beacon';
import type { LoaderFunctionArgs } from 'react-router';
import type { CategoryDto, HomeDto } from '../../api/types';
import { categoriesMessage, contentListMessage } from '../errors';
import type { HeadFn } from '../head';
import { apiFrom, seedFrom } from '../site';
import { messages, type UiLang } from '../../i18n/i18n';
import { HOME_PATHS, homePath } from '../../shared/site-paths';

const NO_GUIDES: HomeDto = { featured: null, trending: [], latest: [], topics: [], counts: {} };

export interface HomeData {
  /** Published categories, rank ascending. */
  categories: CategoryDto[];
  /** What the page shows, decided on the server (SPEC §9): only those guides travel. */
  home: HomeDto;
  error: string | null;
  /** The trending shuffle's seed, decided once (on the server for the first page). */
  seed: number;
}

export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const api = apiFrom(context);
  const [categories, home] = await Promise.allSettled([api.categories({ published: true }), api.home()]);
  const error =
    home.status === 'rejected'
      ? contentListMessage(home.reason)
      : categories.status === 'rejected'
        ? categoriesMessage(categories.reason)
        : null;
  return {
    categories: categories.status === 'fulfilled' ? categories.value : [],
    home: home.status === 'fulfilled' ? home.value : NO_GUIDES,
    error,
    seed: seedFrom(context),
  };
}

/** The home page in one language (`/` English, `/fil` Filipino): an hreflang pair, each canonical for itself. */
export function homeHead(lang: UiLang): HeadFn<HomeData> {
  return ({ site }) => {
    const t = messages(lang);
    return {
      title: t.homeTitle(site.siteName),
      description: t.homeDescription(site.siteName),
      lang,
      canonicalPath: homePath(lang),
      alternates: { en: HOME_PATHS.en, fil: HOME_PATHS.fil },
      count: countFields({ t: 'home', l: lang }),
    };
  };
}

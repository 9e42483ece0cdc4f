import { countFields } from '../../shared/readers-beacon';
import type { LoaderFunctionArgs } from 'react-router';
import type { CategoryDto, HomeDto } from '../../api/types';
import { categoriesMessage, contentListMessage } from '../errors';
import type { HeadFn } from '../head';
import { apiFrom, seedFrom } from '../site';

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

export const homeHead: HeadFn<HomeData> = ({ site }) => ({
  title: `${site.siteName} — Learn how, alamin paano`,
  canonicalPath: '/',
  alternates: { en: '/', fil: '/' },
  count: countFields({ t: 'home', l: 'en' }),
});

import type { LoaderFunctionArgs } from 'react-router';
import type { CategoryDto, GuideDto } from '../../api/types';
import { listGuide } from '../common';
import { categoriesMessage, contentListMessage } from '../errors';
import type { HeadFn } from '../head';
import { apiFrom, seedFrom } from '../site';

export interface HomeData {
  /** Published categories, rank ascending. */
  categories: CategoryDto[];
  guides: GuideDto[];
  error: string | null;
  /** The trending shuffle's seed and clock, decided once (on the server for the first page). */
  seed: number;
  now: number;
}

export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const api = apiFrom(context);
  const [categories, guides] = await Promise.allSettled([api.categories({ published: true }), api.publishedGuides()]);
  const error =
    guides.status === 'rejected'
      ? contentListMessage(guides.reason)
      : categories.status === 'rejected'
        ? categoriesMessage(categories.reason)
        : null;
  return {
    categories: categories.status === 'fulfilled' ? categories.value : [],
    guides: guides.status === 'fulfilled' ? guides.value.filter((g) => g.post_status === 'published').map(listGuide) : [],
    error,
    seed: seedFrom(context),
    now: Date.now(),
  };
}

export const homeHead: HeadFn<HomeData> = ({ site }) => ({
  title: `${site.siteName} — Learn how, alamin paano`,
  canonicalPath: '/',
  alternates: { en: '/', fil: '/' },
});

import type { GuideTeaserDto, Lang } from '../api/types';
import type { PublicApi } from '../shared/public-api';
import { guidePath } from '../shared/links';

/** How many popular guides a dead end offers. */
export const DEAD_END_POPULAR = 5;

/** A popular guide as a dead end links it: in one language. */
export interface PopularLink {
  id: number;
  title: string;
  path: string;
}

/**
 * The guides a dead end (a not-found page, an empty search) offers in `lang` (issue 29): the home
 * page's trending pool (the same cached answer as the home page, best first), then its latest,
 * each in the page's language — a guide without that language's version is left out. A failure is
 * no list, never a failed page.
 */
export async function popularGuides(api: PublicApi, lang: Lang): Promise<PopularLink[]> {
  try {
    const home = await api.home();
    const links: PopularLink[] = [];
    const seen = new Set<number>();
    for (const guide of [...home.trending, ...home.latest] as GuideTeaserDto[]) {
      if (seen.has(guide.id) || links.length >= DEAD_END_POPULAR) continue;
      const title = lang === 'paano' ? guide.paano_content?.title : guide.title;
      const slug = lang === 'paano' ? guide.paano_content?.slug : guide.slug;
      if (!title || !slug) continue;
      seen.add(guide.id);
      links.push({ id: guide.id, title, path: guidePath(guide, lang) });
    }
    return links;
  } catch {
    return [];
  }
}

import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { CategoryDto } from '../api/types';
import { categoriesMessage } from './errors';
import { apiFrom, DEFAULT_SITE, siteFrom, type SiteConfig } from './site';

export interface RootData {
  site: SiteConfig;
  /** All categories (header's Explore menu, footer, chips); null when loading them failed. */
  categories: CategoryDto[] | null;
  categoriesError: string | null;
}

/** The public layout's data: configuration and the categories every page's header and footer show. */
export async function rootLoader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const site = siteFrom(context);
  try {
    const categories = await apiFrom(context).categories();
    return { site, categories, categoriesError: null };
  } catch (err) {
    return { site, categories: null, categoriesError: categoriesMessage(err) };
  }
}

/** The layout's data stays for the visit: categories change rarely and the site config never. */
export function rootShouldRevalidate(): boolean {
  return false;
}

export const ROOT_ID = 'root';

/** The layout's data as any public component reads it (defaults before the root loader has run). */
export function useRootData(): RootData {
  return (useRouteLoaderData(ROOT_ID) as RootData | undefined) ?? { site: DEFAULT_SITE, categories: null, categoriesError: null };
}

export function useSite(): SiteConfig {
  return useRootData().site;
}

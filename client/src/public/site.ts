import type { PublicApi } from '../shared/public-api';
import { browserPublicApi } from '../api/browser-public-api';
import { DATA_SCRIPT_ID, SITE_SCRIPT_ID, type SiteConfig } from '../shared/site-config';

export type { SiteConfig };

/** What the server puts in the router's request context; in the browser there is none. */
export interface LoaderContext {
  api: PublicApi;
  site: SiteConfig;
  /** Decided once per request on the server (trending shuffle), so hydration matches. */
  seed: number;
}

export const DEFAULT_SITE: SiteConfig = {
  siteName: 'HowPaano',
  siteUrl: '',
  contactEmail: '',
  contactPhone: '',
  facebookUrl: '',
  instagramUrl: '',
  governingCity: '',
  timeZone: 'Asia/Manila',
};

export { DATA_SCRIPT_ID, SITE_SCRIPT_ID };

function serverContext(context: unknown): LoaderContext | null {
  const candidate = context as Partial<LoaderContext> | null | undefined;
  return candidate && typeof candidate === 'object' && candidate.api ? (candidate as LoaderContext) : null;
}

/** The PublicApi for a loader: the server's from the request context, else the HTTP one. */
export function apiFrom(context: unknown): PublicApi {
  return serverContext(context)?.api ?? browserPublicApi;
}

let browserSite: SiteConfig | null = null;

export function siteFrom(context: unknown): SiteConfig {
  const server = serverContext(context);
  if (server) return server.site;
  if (!browserSite) {
    browserSite = DEFAULT_SITE;
    if (typeof document !== 'undefined') {
      try {
        const text = document.getElementById(SITE_SCRIPT_ID)?.textContent;
        if (text) browserSite = { ...DEFAULT_SITE, ...(JSON.parse(text) as Partial<SiteConfig>) };
      } catch {
        // keep the defaults
      }
    }
  }
  return browserSite;
}

export function seedFrom(context: unknown): number {
  return serverContext(context)?.seed ?? Math.floor(Math.random() * 2 ** 31);
}

/** Configuration values the pages show (SPEC's {email}, the city, ...): read from the environment by the server, handed to the pages. */
export interface SiteConfig {
  siteName: string;
  siteUrl: string;
  contactEmail: string;
  contactPhone: string;
  facebookUrl: string;
  instagramUrl: string;
  governingCity: string;
}

/** Id of the JSON block in every document that carries the SiteConfig. */
export const SITE_SCRIPT_ID = 'hp-site';
/** Id of the JSON block carrying the router's hydration data: only a server-rendered page has one. */
export const DATA_SCRIPT_ID = 'hp-data';

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

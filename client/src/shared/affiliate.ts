/**
 * Affiliate links (issue 25 item 3): a link is one when its host is on the Settings screen's list of
 * affiliate domains (a subdomain counts), or when the author marked it: an inline link written
 * [text](https://shop.example/x "sponsored"), a source written https://shop.example/x "sponsored"
 * (the editor's "Affiliate link" mark writes this). Such links render with SPONSORED_REL.
 */
export const SPONSORED_REL = 'sponsored nofollow noopener';

/** The author's mark after a link's address. */
const MARK = /\s+"sponsored"\s*$/i;

/** A link's address without the mark, and whether it carried one. */
export function splitSponsoredMark(link: string): { link: string; marked: boolean } {
  return MARK.test(link) ? { link: link.replace(MARK, ''), marked: true } : { link, marked: false };
}

/** The link with the mark added (marked) or taken off. */
export function withSponsoredMark(link: string, marked: boolean): string {
  const bare = splitSponsoredMark(link).link;
  return marked ? `${bare} "sponsored"` : bare;
}

/** Whether an href's host is one of the affiliate domains or a subdomain of one. */
export function isAffiliateHost(href: string, domains: readonly string[] | undefined): boolean {
  if (!domains?.length) return false;
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase();
  } catch {
    return false;
  }
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

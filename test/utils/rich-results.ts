/**
 * A Rich Results-style check of a page's JSON-LD (issue 38 item 4), from Google's documented
 * requirements, offline: each object's schema.org type is one we mean to publish, and carries the
 * properties Google requires and recommends for it, with values of the right kind.
 */

type Json = Record<string, unknown>;

const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);
const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v);
const isLanguage = (v: unknown) => typeof v === 'string' && /^[a-z]{2,3}(-[A-Z]{2})?$/.test(v);
const typed = (v: unknown, types: string[]) => typeof v === 'object' && v !== null && types.includes(String((v as Json)['@type']));
const isImage = (v: unknown) =>
  isUrl(v) || (typed(v, ['ImageObject']) && isUrl((v as Json).url)) || (Array.isArray(v) && v.length > 0 && v.every(isImage));
const isAgent = (v: unknown) => typed(v, ['Person', 'Organization']) && isText((v as Json).name);

/** Rules per type: property → test. */
const RULES: Record<string, Record<string, (v: unknown) => boolean>> = {
  Article: {
    headline: (v) => isText(v) && [...(v as string)].length <= 110,
    description: isText,
    image: isImage,
    author: (v) => isAgent(v) || (Array.isArray(v) && v.every(isAgent)),
    datePublished: isDate,
    dateModified: isDate,
    inLanguage: isLanguage,
    isPartOf: (v) => typed(v, ['WebSite']) && isText((v as Json).name) && isUrl((v as Json).url),
    url: isUrl,
  },
  // Google's video structured data: name, thumbnailUrl and uploadDate required; description,
  // contentUrl and embedUrl recommended (we always give them).
  VideoObject: {
    name: isText,
    description: isText,
    thumbnailUrl: (v) => isUrl(v) || (Array.isArray(v) && v.length > 0 && v.every(isUrl)),
    uploadDate: isDate,
    contentUrl: isUrl,
    embedUrl: isUrl,
  },
  BreadcrumbList: {
    itemListElement: (v) =>
      Array.isArray(v) &&
      v.length > 0 &&
      v.every(
        (item: unknown, i) =>
          typed(item, ['ListItem']) && (item as Json).position === i + 1 && isText((item as Json).name) && isUrl((item as Json).item),
      ),
  },
};

/** Properties checked only where present (a guide without a reviewer has neither). */
const OPTIONAL: Record<string, Record<string, (v: unknown) => boolean>> = {
  Article: {
    reviewedBy: (v) =>
      typed(v, ['Person', 'Organization']) &&
      isText((v as Json).name) &&
      ((v as Json).image === undefined || isImage((v as Json).image)) &&
      ((v as Json).jobTitle === undefined || isText((v as Json).jobTitle)),
    lastReviewed: (v) => isDate(v) || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)),
  },
};

/** The problems found (empty: the data passes), each as "Type.property: what is wrong". */
export function richResultsProblems(blocks: Json[], expectedTypes: string[]): string[] {
  const problems: string[] = [];
  const types = blocks.map((b) => String(b['@type']));
  for (const type of expectedTypes) if (!types.includes(type)) problems.push(`${type}: missing`);
  for (const block of blocks) {
    const type = String(block['@type']);
    if (block['@context'] !== 'https://schema.org') problems.push(`${type}: @context is not https://schema.org`);
    const rules = RULES[type];
    if (!rules) {
      problems.push(`${type}: not a type this site publishes`);
      continue;
    }
    for (const [property, ok] of Object.entries(rules)) {
      if (!(property in block)) problems.push(`${type}.${property}: missing`);
      else if (!ok(block[property])) problems.push(`${type}.${property}: invalid ${JSON.stringify(block[property])}`);
    }
    for (const [property, ok] of Object.entries(OPTIONAL[type] ?? {})) {
      if (property in block && !ok(block[property])) problems.push(`${type}.${property}: invalid ${JSON.stringify(block[property])}`);
    }
  }
  return problems;
}

/** The JSON-LD objects of a page's HTML. */
export function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
}

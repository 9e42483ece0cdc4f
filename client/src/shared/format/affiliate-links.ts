import type { Lang, SectionDto, SourceDto } from '../../api/types';
import { isAffiliateHost, splitSponsoredMark } from '../affiliate';
import { displaySourceLink } from '../links';
import { sectionText, translationOf, type GuideLike } from '../translation';
import { MAX_FORMATTED_LENGTH, parseFormatted, type InlineNode } from './parse';

function holdsAffiliate(nodes: InlineNode[], domains: readonly string[]): boolean {
  return nodes.some((node) => {
    if (node.type === 'link') return node.sponsored === true || (node.external && isAffiliateHost(node.href, domains));
    return 'children' in node && holdsAffiliate(node.children, domains);
  });
}

function textHoldsAffiliate(text: unknown, domains: readonly string[]): boolean {
  if (typeof text !== 'string' || !text.includes('](') || text.length > MAX_FORMATTED_LENGTH) return false;
  try {
    return parseFormatted(text).some((paragraph) => holdsAffiliate(paragraph, domains));
  } catch {
    return false;
  }
}

export interface AffiliateScanGuide {
  sections?: SectionDto[];
  sources?: SourceDto[];
}

/**
 * Whether a guide's page in `lang` holds an affiliate link (shared/affiliate.ts): in its texts, its
 * sections or its sources. The page then shows the disclosure line above the first of them.
 */
export function guideHasAffiliateLinks(guide: GuideLike & AffiliateScanGuide, lang: Lang, domains: readonly string[] = []): boolean {
  const t = translationOf(guide, lang);
  const texts: unknown[] = [t.header_description, t.introduction, t.conclusion];
  for (const section of guide.sections ?? []) {
    const { heading, bullets } = sectionText(section, lang);
    texts.push(heading, ...bullets);
  }
  if (texts.some((text) => textHoldsAffiliate(text, domains))) return true;
  return (guide.sources ?? []).some((source) => {
    const href = displaySourceLink(source.source_link);
    return href !== null && (splitSponsoredMark(source.source_link.trim()).marked || isAffiliateHost(href, domains));
  });
}

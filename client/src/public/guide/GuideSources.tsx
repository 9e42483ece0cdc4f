import type { SourceDto } from '../../api/types';
import { useContext } from 'react';
import { AffiliateDomainsContext } from '../../format/format';
import { isAffiliateHost, splitSponsoredMark, SPONSORED_REL } from '../../shared/affiliate';
import { displaySourceLink } from '../../shared/links';

/**
 * A guide's sources (SPEC §5: https:// added when a link lacks a scheme; anything but http(s) shown
 * as plain text). Shared by the public guide page and the admin draft preview.
 */
export function GuideSources({ sources, label }: { sources: SourceDto[]; label: string }) {
  const domains = useContext(AffiliateDomainsContext);
  const shown = sources.filter((s) => s.source_link && s.source_link.trim());
  if (shown.length === 0) return null;
  return (
    <section className="sources" aria-labelledby="sources-heading">
      <h2 id="sources-heading">{label}</h2>
      <ol>
        {shown.map((source, i) => {
          const href = displaySourceLink(source.source_link);
          return (
            <li key={source.id ?? i}>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel={
                    splitSponsoredMark(source.source_link.trim()).marked || isAffiliateHost(href, domains)
                      ? SPONSORED_REL
                      : 'nofollow noopener noreferrer'
                  }
                >
                  {href}
                </a>
              ) : (
                <span>{source.source_link}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

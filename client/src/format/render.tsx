import { createContext, Fragment, useContext, type JSX, type ReactNode } from 'react';
import { isAffiliateHost, SPONSORED_REL } from '../shared/affiliate';
import { parseBullets } from '../shared/format/bullets';
import {
  MAX_FORMATTED_LENGTH,
  PARSE_ERROR_MESSAGE,
  TOO_LARGE_MESSAGE,
  normalizeNewlines,
  parseFormatted,
  parseInline,
  type InlineNode,
} from '../shared/format/parse';

/**
 * SPEC §5's formatted text as React elements — never an HTML string, so author text can only ever
 * become text nodes, <strong>, <em>, <code>, <span style=fontSize>, <br>, <p>, <ul>/<li> and <a>
 * whose href passed classifyLink. Rendering walks the parsed tree (shared/format/parse.ts) with
 * index-based keys, so the server and the browser produce the same markup for the same text.
 */

const EXTERNAL_REL = 'noopener noreferrer nofollow';

function renderText(text: string, key: string): ReactNode {
  if (!text.includes('\n')) return text;
  const lines = text.split('\n');
  return (
    <Fragment key={key}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Fragment>
  );
}

/**
 * The affiliate domains of the page being rendered (the Settings screen's list, shared/affiliate.ts);
 * none outside a guide page, so a link elsewhere renders as it always did.
 */
export const AffiliateDomainsContext = createContext<readonly string[] | undefined>(undefined);

/** A link out of the site: rel="sponsored nofollow noopener" when it is an affiliate link. */
function ExternalLink({ href, marked, children }: { href: string; marked: boolean; children: ReactNode }) {
  const domains = useContext(AffiliateDomainsContext);
  const sponsored = marked || isAffiliateHost(href, domains);
  return (
    <a href={href} rel={sponsored ? SPONSORED_REL : EXTERNAL_REL} target="_blank">
      {children}
    </a>
  );
}

/** Renders parsed inline nodes; keys are positions, so the output is the same on server and client. */
export function renderInline(nodes: InlineNode[], prefix = ''): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${prefix}${index}`;
    switch (node.type) {
      case 'text':
        return <Fragment key={key}>{renderText(node.text, key)}</Fragment>;
      case 'strong':
        return <strong key={key}>{renderInline(node.children, `${key}.`)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(node.children, `${key}.`)}</em>;
      case 'code':
        return <code key={key}>{renderText(node.text, key)}</code>;
      case 'size':
        return (
          <span key={key} style={{ fontSize: `${node.px}px` }}>
            {renderInline(node.children, `${key}.`)}
          </span>
        );
      case 'link':
        return node.external ? (
          <ExternalLink key={key} href={node.href} marked={node.sponsored === true}>
            {renderInline(node.children, `${key}.`)}
          </ExternalLink>
        ) : (
          <a key={key} href={node.href}>
            {renderInline(node.children, `${key}.`)}
          </a>
        );
      default:
        throw new Error('Unknown node');
    }
  });
}

export interface FormattedTextProps {
  text: unknown;
  /** 'div' (default) wraps <p> paragraphs; 'span' keeps everything inline (paragraphs become breaks). */
  as?: 'div' | 'span';
  className?: string;
}

/**
 * Block rendering of formatted text (introduction, conclusion, descriptions, [p] sections).
 * Renders a wrapper holding <p> elements — do not place it inside a <p> (use as="span" there).
 */
export function FormattedText({ text, as = 'div', className }: FormattedTextProps): JSX.Element {
  const Wrapper = as;
  const Para = as === 'span' ? 'span' : 'p';
  let body: ReactNode;
  if (typeof text !== 'string' || text.length === 0) {
    body = <Para />;
  } else if (text.length > MAX_FORMATTED_LENGTH) {
    body = <Para>{TOO_LARGE_MESSAGE}</Para>;
  } else {
    try {
      const paragraphs = parseFormatted(text);
      if (paragraphs.length === 0) {
        body = <Para />;
      } else if (as === 'span') {
        body = paragraphs.map((p, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <>
                <br />
                <br />
              </>
            )}
            {renderInline(p, `${i}.`)}
          </Fragment>
        ));
      } else {
        body = paragraphs.map((p, i) => <p key={i}>{renderInline(p, `${i}.`)}</p>);
      }
    } catch {
      body = <Para>{PARSE_ERROR_MESSAGE}</Para>;
    }
  }
  return <Wrapper className={className}>{body}</Wrapper>;
}

/**
 * Inline rendering (headings, titles, bullets): the same markup without paragraphs; line breaks
 * become <br/> (runs of blank lines collapse to one). Renders a fragment, safe inside any element.
 */
export function FormattedInline({ text }: { text: unknown }): JSX.Element {
  if (typeof text !== 'string' || text.length === 0) return <></>;
  if (text.length > MAX_FORMATTED_LENGTH) return <>{TOO_LARGE_MESSAGE}</>;
  try {
    const collapsed = normalizeNewlines(text)
      .replace(/\n(?:[ \t\u00a0]*\n)+/g, '\n')
      .trim();
    return <>{renderInline(parseInline(collapsed))}</>;
  } catch {
    return <>{PARSE_ERROR_MESSAGE}</>;
  }
}

/** A section's bullet list with nested sub-point lists; renders nothing when there are no bullets. */
export function Bullets({ items, className }: { items: unknown; className?: string }): JSX.Element {
  const bullets = parseBullets(items);
  if (bullets.length === 0) return <></>;
  return (
    <ul className={className}>
      {bullets.map((bullet, i) => (
        <li key={i}>
          <FormattedInline text={bullet.text} />
          {bullet.subPoints.length > 0 && (
            <ul>
              {bullet.subPoints.map((point, j) => (
                <li key={j}>
                  <FormattedInline text={point} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

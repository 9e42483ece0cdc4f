import { splitBulletItem, stripBulletMarker } from '../../client/src/shared/format/bullets';
import { normalizeNewlines, parseInline, type InlineNode } from '../../client/src/shared/format/parse';
import { isParagraphSection, stripParagraphMarker } from '../../client/src/shared/format/paragraph';
import { KEY_INSIGHT_CLASS } from './html-blocks';
import { BLOCK_GROUP_CLASS } from './exported-blocks';

/**
 * SPEC §5's formatting as WordPress block markup (the export, wxr-writer.ts): the inverse of
 * html-to-format.ts, so that an export imported again gives the same texts. Pure: no I/O.
 */

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Parsed inline nodes (the shared parser's tree, the one the site renders) as HTML. */
function nodesHtml(nodes: InlineNode[]): string {
  let out = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        // Escaped characters arrive here already plain ("2\*3" is the text "2*3"); line breaks as <br>.
        out += escapeHtml(node.text).replace(/\n/g, '<br>');
        break;
      case 'strong':
        out += `<strong>${nodesHtml(node.children)}</strong>`;
        break;
      case 'em':
        out += `<em>${nodesHtml(node.children)}</em>`;
        break;
      case 'code':
        out += `<code>${escapeHtml(node.text)}</code>`;
        break;
      case 'size':
        out += `<span style="font-size:${node.px}px">${nodesHtml(node.children)}</span>`;
        break;
      case 'link':
        out += `<a href="${escapeHtml(node.href)}"${node.sponsored ? ' rel="sponsored"' : ''}>${nodesHtml(node.children)}</a>`;
        break;
    }
  }
  return out;
}

/**
 * Formatted text as inline HTML, read by the site's own parser (client/src/shared/format/parse.ts):
 * what a reader sees as bold, italic, code, a size or a link is written so; a backslash escape
 * (\* \` \[ \] \/ \\) is written as the plain character, which the importer escapes again.
 */
export function inlineHtml(text: string): string {
  return nodesHtml(parseInline(text));
}

function paragraphsHtml(text: string): string {
  const blocks: string[] = [];
  for (const part of text.split(/\n\s*\n/)) {
    const lines = part.split('\n').filter((l) => l.trim());
    if (!lines.length) continue;
    if (lines.every((l) => /^\s*[-•]\s/.test(l))) {
      blocks.push(listHtml(lines.map((l) => l.replace(/^\s*[-•]\s+/, ''))));
      continue;
    }
    blocks.push(`<!-- wp:paragraph -->\n<p>${inlineHtml(lines.map((l) => l.trim()).join('\n'))}</p>\n<!-- /wp:paragraph -->`);
  }
  return blocks.join('\n\n');
}

interface ListEntry {
  text: string;
  children: ListEntry[];
}

/**
 * Bullets as nested lists, read the way the site reads them (shared/format/bullets.ts): a bullet's
 * first line is the point, an unindented line continues the entry above it (a line break, <br>),
 * an indented line is a sub-point, nested one list deeper per two spaces of indent (a third level
 * stays a third level), so the import writes the same lines back.
 */
function listHtml(items: string[]): string {
  const top: ListEntry[] = [];
  for (const item of items.flatMap(splitBulletItem)) {
    const path: ListEntry[] = [];
    for (const line of normalizeNewlines(item).split('\n')) {
      if (!line.trim()) continue;
      const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '  ').length;
      if (!path.length) {
        const entry = { text: stripBulletMarker(line), children: [] };
        top.push(entry);
        path.push(entry);
      } else if (indent === 0) {
        path[path.length - 1]!.text += `\n${line.trim()}`;
      } else {
        const level = Math.min(Math.max(1, Math.floor(indent / 2)), path.length);
        const entry = { text: stripBulletMarker(line), children: [] };
        path.length = level;
        path[level - 1]!.children.push(entry);
        path.push(entry);
      }
    }
  }
  const render = (entries: ListEntry[]): string =>
    `<ul>${entries
      .filter((e) => e.text || e.children.length)
      .map((e) => `<li>${inlineHtml(e.text)}${e.children.length ? render(e.children) : ''}</li>`)
      .join('')}</ul>`;
  return `<!-- wp:list -->\n${render(top)}\n<!-- /wp:list -->`;
}

export interface HtmlStep {
  action: string;
  details: string[];
  imageUrl?: string;
  imageAlt?: string;
}

export interface HtmlSection {
  heading: string;
  bullets: string[];
  imageUrl?: string;
  imageAlt?: string;
  /** Issue 38: the section's numbered steps in this language. */
  steps?: HtmlStep[];
}

/** Issue 38's blocks of one language, with the headings its page shows. */
export interface HtmlBlocks {
  needs: { item: string; quantity?: string; note?: string }[];
  tips: string[];
  warnings: string[];
  /** At a glance, worded ("Time needed: 30–45 min"). */
  glance: string[];
  headings: { needs: string; tips: string; warnings: string; glance: string };
}

export interface HtmlPost {
  introduction: string;
  sections: HtmlSection[];
  conclusion: string;
  conclusionHeading: string;
  blocks?: HtmlBlocks;
}

function group(kind: string, inner: string): string {
  const cls = `${BLOCK_GROUP_CLASS} hp-${kind}`;
  return `<!-- wp:group {"className":"${cls}"} -->\n<div class="wp-block-group ${cls}">${inner}</div>\n<!-- /wp:group -->`;
}

function headingHtml(text: string, level = 2): string {
  const attrs = level === 2 ? '' : ` {"level":${level}}`;
  return `<!-- wp:heading${attrs} -->\n<h${level} class="wp-block-heading">${escapeHtml(text)}</h${level}>\n<!-- /wp:heading -->`;
}

/** Plain list items (each already inline HTML) as a core/list. */
function plainListHtml(items: string[], ordered = false): string {
  const tagName = ordered ? 'ol' : 'ul';
  return `<!-- wp:list${ordered ? ' {"ordered":true}' : ''} -->\n<${tagName}>${items.map((i) => `<li>${i}</li>`).join('')}</${tagName}>\n<!-- /wp:list -->`;
}

/** "Things you'll need" (a heading and a list: item, quantity, note) and "at a glance" before the first section. */
function topBlocksHtml(blocks: HtmlBlocks): string[] {
  const out: string[] = [];
  if (blocks.glance.length)
    out.push(group('at-a-glance', `${headingHtml(blocks.headings.glance)}\n${plainListHtml(blocks.glance.map(escapeHtml))}`));
  if (blocks.needs.length) {
    const items = blocks.needs.map(
      (n) =>
        `${inlineHtml(n.item)}${n.quantity ? ` <span class="hp-need-quantity">(${escapeHtml(n.quantity)})</span>` : ''}` +
        `${n.note ? ` <em class="hp-need-note">— ${escapeHtml(n.note)}</em>` : ''}`,
    );
    out.push(group('needs', `${headingHtml(blocks.headings.needs)}\n${plainListHtml(items)}`));
  }
  return out;
}

/** Tips and warnings: each a core/details (open), its summary the page's heading, its items a list. */
function noteBlocksHtml(blocks: HtmlBlocks): string[] {
  const out: string[] = [];
  for (const kind of ['tips', 'warnings'] as const) {
    const items = blocks[kind].filter((t) => t.trim());
    if (!items.length) continue;
    out.push(
      group(
        kind,
        `<!-- wp:details {"showContent":true} -->\n<details class="wp-block-details" open><summary>${escapeHtml(blocks.headings[kind])}</summary>` +
          `${plainListHtml(items.map(inlineHtml))}</details>\n<!-- /wp:details -->`,
      ),
    );
  }
  return out;
}

/** A section's steps as an ordered core/list: the action in bold, its explanation and its image below. */
function stepsHtml(steps: HtmlStep[]): string {
  const items = steps.map((step) => {
    const details = step.details
      .filter((d) => d.trim())
      .map((d) => `<br>${inlineHtml(d)}`)
      .join('');
    const image = step.imageUrl ? `<br><img src="${escapeHtml(step.imageUrl)}" alt="${escapeHtml(step.imageAlt ?? '')}"/>` : '';
    return `<strong>${inlineHtml(step.action)}</strong>${details}${image}`;
  });
  return group('steps', plainListHtml(items, true));
}

function imageHtml(url: string, alt: string): string {
  return `<!-- wp:image -->\n<figure class="wp-block-image"><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}"/></figure>\n<!-- /wp:image -->`;
}

/** A guide's language as a post body in Gutenberg block markup. */
export function formatToHtml(post: HtmlPost): string {
  const parts: string[] = [];
  if (post.introduction.trim()) parts.push(paragraphsHtml(post.introduction));
  if (post.blocks) parts.push(...topBlocksHtml(post.blocks));
  for (const section of post.sections) {
    if (isParagraphSection(section.heading)) {
      parts.push(
        `<!-- wp:paragraph {"className":"${KEY_INSIGHT_CLASS}"} -->\n<p class="${KEY_INSIGHT_CLASS}">${inlineHtml(stripParagraphMarker(section.heading))}</p>\n<!-- /wp:paragraph -->`,
      );
    } else {
      parts.push(`<!-- wp:heading -->\n<h2 class="wp-block-heading">${inlineHtml(section.heading)}</h2>\n<!-- /wp:heading -->`);
    }
    if (section.imageUrl) parts.push(imageHtml(section.imageUrl, section.imageAlt ?? ''));
    const bullets = section.bullets.filter((b) => b.trim());
    if (bullets.length) parts.push(listHtml(bullets));
    if (section.steps?.length) parts.push(stepsHtml(section.steps));
  }
  if (post.blocks) parts.push(...noteBlocksHtml(post.blocks));
  if (post.conclusion.trim()) {
    parts.push(`<!-- wp:heading -->\n<h2 class="wp-block-heading">${escapeHtml(post.conclusionHeading)}</h2>\n<!-- /wp:heading -->`);
    parts.push(paragraphsHtml(post.conclusion));
  }
  return parts.join('\n\n');
}

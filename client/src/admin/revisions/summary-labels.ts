import type { RevisionListItemDto } from '../../api/types';

/** The server's change codes (src/content/revisions/revision-summary.ts) in words. */

const FIELD: Record<string, string> = {
  title: 'title',
  slug: 'slug',
  header_description: 'header description',
  introduction: 'introduction',
  conclusion: 'conclusion',
  meta_keywords: 'meta keywords',
  meta_description: 'meta description',
};
const LANG: Record<string, string> = { how: 'English', paano: 'Tagalog' };

export const REASON_LABEL: Record<RevisionListItemDto['reason'], string> = {
  create: 'Created',
  save: 'Saved',
  publish: 'Published',
  restore: 'Restored',
};

/** e.g. ["English: title, introduction", "Tagalog: conclusion", "Sections: 1 added, 2 changed in English", "Status"] */
export function summaryLines(codes: string[]): string[] {
  if (codes.includes('created')) return ['First version'];
  const lines: string[] = [];
  for (const lang of ['how', 'paano']) {
    const fields = codes.filter((c) => c.startsWith(`${lang}.`)).map((c) => FIELD[c.slice(lang.length + 1)] ?? c);
    if (fields.length) lines.push(`${LANG[lang]}: ${fields.join(', ')}`);
  }
  const sections: string[] = [];
  for (const code of codes.filter((c) => c.startsWith('sections.'))) {
    const [what, n] = code.slice('sections.'.length).split(':');
    if (what === 'added') sections.push(`${n} added`);
    else if (what === 'removed') sections.push(`${n} removed`);
    else if (what === 'order') sections.push('reordered');
    else if (what === 'images') sections.push('images changed');
    else if (LANG[what]) sections.push(`${n} changed in ${LANG[what]}`);
  }
  if (sections.length) lines.push(`Sections: ${sections.join(', ')}`);
  const other: Record<string, string> = { status: 'Status', publish_at: 'Schedule', category: 'Category', header_image: 'Header image', sources: 'Sources' };
  const rest = codes.filter((c) => other[c]).map((c) => other[c]);
  if (rest.length) lines.push(rest.join(', '));
  return lines.length ? lines : ['No changes'];
}

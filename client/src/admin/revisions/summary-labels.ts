import type { EditorCatalogue } from '../../i18n/editor-en';

/** The server's change codes (src/content/revisions/revision-summary.ts) in words of the catalogue's language. */

/** e.g. ["English: title, introduction", "Filipino: conclusion", "Sections: 1 added, 2 changed in English", "Status"] */
export function summaryLines(codes: string[], texts: EditorCatalogue): string[] {
  const t = texts.history;
  const langName: Record<string, string> = texts.langName;
  const field: Record<string, string> = t.field;
  const other: Record<string, string> = t.other;
  if (codes.includes('created')) return [t.firstVersion];
  const lines: string[] = [];
  for (const lang of ['how', 'paano']) {
    const fields = codes.filter((c) => c.startsWith(`${lang}.`)).map((c) => field[c.slice(lang.length + 1)] ?? c);
    if (fields.length) lines.push(`${langName[lang]}: ${fields.join(', ')}`);
  }
  const sections: string[] = [];
  for (const code of codes.filter((c) => c.startsWith('sections.'))) {
    const [what, n = ''] = code.slice('sections.'.length).split(':');
    if (what === 'added') sections.push(t.added(n));
    else if (what === 'removed') sections.push(t.removed(n));
    else if (what === 'order') sections.push(t.reordered);
    else if (what === 'images') sections.push(t.imagesChanged);
    else if (what && langName[what]) sections.push(t.changedIn(n, langName[what]));
  }
  if (sections.length) lines.push(`${t.sections}: ${sections.join(', ')}`);
  const rest = codes.filter((c) => other[c]).map((c) => other[c]);
  if (rest.length) lines.push(rest.join(', '));
  return lines.length ? lines : [t.noChanges];
}

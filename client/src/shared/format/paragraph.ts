const PARAGRAPH_MARKER = /^\s*\[p\]/i;

/** SPEC §2/§3: a section whose heading starts with [p] is a "key insight" paragraph. */
export function isParagraphSection(heading: unknown): boolean {
  return typeof heading === 'string' && PARAGRAPH_MARKER.test(heading);
}

/** The heading text without its [p] marker (trimmed). */
export function stripParagraphMarker(heading: unknown): string {
  return typeof heading === 'string' ? heading.replace(PARAGRAPH_MARKER, '').trim() : '';
}

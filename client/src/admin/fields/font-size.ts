/** SPEC §9: the font-size marker defaults to 16px. */
export const DEFAULT_FONT_SIZE = '16px';
export const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '28px', '32px'];

/** Wraps the selected text (or inserts an empty marker) in SPEC §5's [Npx ...] size marker. */
export function wrapWithSize(value: string, start: number, end: number, size: string): { value: string; caret: number } {
  const selected = value.slice(start, end);
  const marker = `[${size} ${selected}]`;
  const caret = selected ? start + marker.length : start + size.length + 2;
  return { value: value.slice(0, start) + marker + value.slice(end), caret };
}

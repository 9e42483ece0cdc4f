import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/**
 * SPEC §5: the Tab key in text areas inserts two spaces. Returns the key handler; the caret is put
 * back after React re-renders the controlled value.
 */
export function useTwoSpaceTab(value: string, onChange: (value: string) => void, ref: RefObject<HTMLTextAreaElement | null>) {
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current !== null && ref.current) {
      ref.current.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [value, ref]);
  return (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Tab' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const el = e.currentTarget;
    const start = el.selectionStart;
    const end = el.selectionEnd;
    caret.current = start + 2;
    onChange(value.slice(0, start) + '  ' + value.slice(end));
  };
}

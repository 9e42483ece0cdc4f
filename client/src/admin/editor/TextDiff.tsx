import { diffWords } from 'diff';
import { useAdminTexts } from '../admin-lang';

/**
 * What changed between two texts, word by word: removed words struck through, added words
 * underlined (colour is not the only signal). The `diff` package runs in the admin chunk only.
 */
export function TextDiff({ before, after, label }: { before: string; after: string; label?: string }) {
  const t = useAdminTexts().common;
  if (before === after) return <p className="hp-diff hp-diff--same">{t.noChange}</p>;
  return (
    <p className="hp-diff" aria-label={label}>
      {diffWords(before, after).map((part, i) =>
        part.added ? <ins key={i}>{part.value}</ins> : part.removed ? <del key={i}>{part.value}</del> : <span key={i}>{part.value}</span>,
      )}
    </p>
  );
}

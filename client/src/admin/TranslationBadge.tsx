import './editor/editor-extras.css';
import { useAdminTexts } from './admin-lang';

/** A guide's translation state in the dashboard table (issue 12 item 4). */
export function TranslationBadge({ staleParts }: { staleParts: number }) {
  const t = useAdminTexts().table;
  if (staleParts <= 0) return <span className="hp-badge hp-badge--ok">{t.upToDate}</span>;
  return <span className="hp-badge hp-badge--orange">{t.partsToUpdate(staleParts)}</span>;
}

import './editor/editor-extras.css';

/** A guide's translation state in the dashboard table (issue 12 item 4). */
export function TranslationBadge({ staleParts }: { staleParts: number }) {
  if (staleParts <= 0) return <span className="hp-badge hp-badge--ok">Up to date</span>;
  return <span className="hp-badge hp-badge--orange">{staleParts === 1 ? '1 part to update' : `${staleParts} parts to update`}</span>;
}

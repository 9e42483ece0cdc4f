import type { Lang, NeedDto, VideoDto } from '../../api/types';
import { TextAreaField } from '../fields/TextAreaField';
import { TextField } from '../fields/TextField';
import { useAdminLang } from '../admin-lang';
import { StaleMark } from './StaleMark';
import { cleanVideo, VideoEditor } from './VideoEditor';

/**
 * Issue 38's blocks of one language in the editor: things you'll need, tips and warnings, each
 * added, removed and moved, each with its "needs update" mark (translation state). A section's steps
 * are edited under the section (StepsEditor), "at a glance" beside it (AtAGlanceEditor).
 * The labels speak the admin's language (issue 39 item 1); the fields are marked with the edited version's.
 */

const TEXTS = {
  how: {
    blocks: 'Guide blocks',
    needs: "Things you'll need",
    item: (n: number) => `Item ${n}`,
    quantity: 'Quantity (optional)',
    note: 'Note (optional)',
    addNeed: 'Add an item',
    tips: 'Tips',
    tip: (n: number) => `Tip ${n}`,
    addTip: 'Add a tip',
    warnings: 'Warnings',
    warning: (n: number) => `Warning ${n}`,
    addWarning: 'Add a warning',
    remove: 'Remove',
    removeWhat: (what: string) => `Remove ${what}`,
    up: (what: string) => `Move ${what} up`,
    none: 'None yet.',
  },
  paano: {
    blocks: 'Mga bahagi ng gabay',
    needs: 'Mga kakailanganin',
    item: (n: number) => `Gamit ${n}`,
    quantity: 'Dami (hindi kailangan)',
    note: 'Paalala (hindi kailangan)',
    addNeed: 'Magdagdag ng gamit',
    tips: 'Mga tip',
    tip: (n: number) => `Tip bilang ${n}`,
    addTip: 'Magdagdag ng tip',
    warnings: 'Mga babala',
    warning: (n: number) => `Babala ${n}`,
    addWarning: 'Magdagdag ng babala',
    remove: 'Alisin',
    removeWhat: (what: string) => `Alisin ang ${what}`,
    up: (what: string) => `Iakyat ang ${what}`,
    none: 'Wala pa.',
  },
} as const;

export type BlocksTexts = (typeof TEXTS)['how'];

export function blocksTexts(lang: Lang): BlocksTexts {
  return TEXTS[lang] as BlocksTexts;
}

export interface LanguageBlocksDraft {
  needs?: NeedDto[];
  tips?: string[];
  warnings?: string[];
  video?: VideoDto | null;
}

function moveUp<T>(list: T[], i: number): T[] {
  if (i <= 0) return list;
  const next = [...list];
  [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
  return next;
}

function RowButtons({ label, onUp, onRemove, t }: { label: string; onUp?: () => void; onRemove: () => void; t: BlocksTexts }) {
  return (
    <div className="hp-section__move">
      {onUp && (
        <button type="button" className="hp-btn hp-btn--small hp-btn--ghost" onClick={onUp} aria-label={t.up(label)}>
          ↑
        </button>
      )}
      <button type="button" className="hp-btn hp-btn--small hp-btn--danger-ghost" onClick={onRemove} aria-label={t.removeWhat(label)}>
        {t.remove}
      </button>
    </div>
  );
}

/** The two lists of plain lines (tips, warnings): the words of each. */
const TEXT_LISTS = [
  { part: 'tips', label: 'tip', add: 'addTip' },
  { part: 'warnings', label: 'warning', add: 'addWarning' },
] as const;

function TextList({
  part,
  legend,
  items,
  label,
  add,
  htmlLang,
  onChange,
  t,
}: {
  part: 'tips' | 'warnings';
  legend: string;
  items: string[];
  label: (n: number) => string;
  add: string;
  htmlLang: string;
  onChange(items: string[]): void;
  t: BlocksTexts;
}) {
  return (
    <fieldset className="hp-section">
      <legend>{legend}</legend>
      <StaleMark part={part} />
      {items.length === 0 && <p className="hp-hint">{t.none}</p>}
      {items.map((item, i) => (
        <div key={i}>
          <TextAreaField
            label={label(i + 1)}
            lang={htmlLang}
            rows={2}
            value={item}
            onChange={(v) => onChange(items.map((x, j) => (j === i ? v : x)))}
          />
          <RowButtons
            label={label(i + 1)}
            t={t}
            onUp={i > 0 ? () => onChange(moveUp(items, i)) : undefined}
            onRemove={() => onChange(items.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <button type="button" className="hp-btn hp-btn--small hp-btn--secondary" onClick={() => onChange([...items, ''])}>
        {add}
      </button>
    </fieldset>
  );
}

export function BlocksEditor({
  lang,
  blocks,
  onChange,
  title,
  headingLevel: Heading = 'h2',
}: {
  lang: Lang;
  blocks: LanguageBlocksDraft;
  onChange(next: LanguageBlocksDraft): void;
  /** The heading (and name) of the blocks: the create form shows both languages' and names each. */
  title?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  // The labels speak the admin's language (admin-lang.tsx); what is typed is in the edited version's.
  const t = blocksTexts(useAdminLang().lang === 'fil' ? 'paano' : 'how');
  const htmlLang = lang === 'paano' ? 'fil' : 'en';
  const needs = blocks.needs ?? [];
  const setNeeds = (next: NeedDto[]) => onChange({ ...blocks, needs: next });
  const setNeed = (i: number, patch: Partial<NeedDto>) => setNeeds(needs.map((n, j) => (j === i ? { ...n, ...patch } : n)));
  return (
    <section className="hp-blocks" aria-label={title ?? t.blocks}>
      <Heading className="hp-subtitle">{title ?? t.blocks}</Heading>
      <fieldset className="hp-section">
        <legend>{t.needs}</legend>
        <StaleMark part="needs" />
        {needs.length === 0 && <p className="hp-hint">{t.none}</p>}
        {needs.map((need, i) => (
          <div key={i} className="hp-need">
            <TextField label={t.item(i + 1)} lang={htmlLang} value={need.item} onChange={(v) => setNeed(i, { item: v })} />
            <TextField label={t.quantity} lang={htmlLang} value={need.quantity ?? ''} onChange={(v) => setNeed(i, { quantity: v })} />
            <TextField label={t.note} lang={htmlLang} value={need.note ?? ''} onChange={(v) => setNeed(i, { note: v })} />
            <RowButtons
              label={t.item(i + 1)}
              t={t}
              onUp={i > 0 ? () => setNeeds(moveUp(needs, i)) : undefined}
              onRemove={() => setNeeds(needs.filter((_, j) => j !== i))}
            />
          </div>
        ))}
        <button type="button" className="hp-btn hp-btn--small hp-btn--secondary" onClick={() => setNeeds([...needs, { item: '' }])}>
          {t.addNeed}
        </button>
      </fieldset>
      {TEXT_LISTS.map(({ part, label, add }) => (
        <TextList
          key={part}
          part={part}
          legend={t[part]}
          items={blocks[part] ?? []}
          label={t[label]}
          add={t[add]}
          htmlLang={htmlLang}
          t={t}
          onChange={(items) => onChange({ ...blocks, [part]: items })}
        />
      ))}
      <VideoEditor lang={lang} video={blocks.video} onChange={(video) => onChange({ ...blocks, video })} />
    </section>
  );
}

/** What a save sends: items with no name and blank tips or warnings are left out (the server drops them too). */
export function cleanBlocks(blocks: LanguageBlocksDraft): LanguageBlocksDraft {
  const out: LanguageBlocksDraft = {};
  if (blocks.needs)
    out.needs = blocks.needs
      .filter((n) => n.item.trim())
      .map((n) => ({
        item: n.item.trim(),
        ...(n.quantity?.trim() ? { quantity: n.quantity.trim() } : {}),
        ...(n.note?.trim() ? { note: n.note.trim() } : {}),
      }));
  if (blocks.tips) out.tips = blocks.tips.filter((x) => x.trim());
  if (blocks.warnings) out.warnings = blocks.warnings.filter((x) => x.trim());
  if (blocks.video !== undefined) out.video = cleanVideo(blocks.video);
  return out;
}

import type { StalePartDto, TranslatablePart } from '../../../client/src/api/types';
import { LANGS, type Guide, type Lang } from '../guide.entity';
import type { Section } from '../section.entity';

/**
 * Translations kept in step (issue 12 item 4), as pure functions over a guide's texts.
 *
 * A part is a text field of both languages (title, header description, introduction, conclusion),
 * one of issue 38's per-language blocks (needs, tips, warnings, video) or one section (heading, bullets
 * and steps). For each part and language we keep `basis`: the other
 * language's text when this language was last brought up to date, and `at`: when this language's
 * text last changed. A language's part needs an update when the other language no longer reads
 * `basis`; the difference between `basis` and the other language's text is what changed since.
 */

export const TEXT_PARTS = ['title', 'header_description', 'introduction', 'conclusion'] as const;
type TextPart = (typeof TEXT_PARTS)[number];
/** Issue 38's blocks of each language, each one part. */
export const BLOCK_PARTS = ['needs', 'tips', 'warnings', 'video'] as const;
type BlockPart = (typeof BLOCK_PARTS)[number];

export interface LangSync {
  basis: string;
  at: string;
}
/** Keyed by part: a text part's name or `section:{id}`. */
export type SyncParts = Record<string, Partial<Record<Lang, LangSync>>>;
export type PartTexts = Map<string, Record<Lang, string>>;

const FIELD: Record<TextPart, 'title' | 'headerDescription' | 'introduction' | 'conclusion'> = {
  title: 'title',
  header_description: 'headerDescription',
  introduction: 'introduction',
  conclusion: 'conclusion',
};

export function other(lang: Lang): Lang {
  return lang === 'how' ? 'paano' : 'how';
}

export function sectionKey(id: number): string {
  return `section:${id}`;
}

/**
 * A section as one text: the heading, then one bullet a line, then its steps (issue 38), numbered,
 * each action with its details under it and its image's alt text (a step with nothing in this
 * language is left out). A section without steps reads
 * as before steps existed, so no stored state changes meaning.
 */
export function sectionText(section: Section, lang: Lang): string {
  const heading = lang === 'how' ? section.headingHow : section.headingPaano;
  const bullets = (lang === 'how' ? section.bulletsHow : section.bulletsPaano) ?? [];
  const steps = (section.steps ?? []).flatMap((step, k) => {
    const action = lang === 'how' ? step.action_how : step.action_paano;
    const details = (lang === 'how' ? step.details_how : step.details_paano) ?? [];
    const alt = (lang === 'how' ? step.image_how_alt : step.image_paano_alt) ?? '';
    // A step not yet written in this language adds nothing: adding steps in English leaves the
    // Filipino text as it was, so the Filipino needs an update (not "both changed", both up to date).
    if (!action?.trim() && !details.some((d) => d.trim()) && !alt.trim()) return [];
    return [`${k + 1}. ${action ?? ''}`, ...details.map((d) => `   ${d}`), ...(alt.trim() ? [`   [${alt}]`] : [])];
  });
  return [heading, ...bullets.map((b) => `- ${b}`), ...steps].join('\n');
}

/** A block of one language as one text: one entry a line (a need with its quantity and note). */
export function blockText(guide: Guide, part: BlockPart, lang: Lang): string {
  const t = guide.translation(lang);
  if (!t) return '';
  if (part === 'needs')
    return (t.needs ?? [])
      .map((n) => [n.item, n.quantity && `(${n.quantity})`, n.note && `— ${n.note}`].filter(Boolean).join(' '))
      .join('\n');
  // The video: its address and title (a new or changed video in one language: the other needs an update).
  if (part === 'video') return t.video?.url ? [t.video.url, t.video.title ?? ''].join('\n').trim() : '';
  return (t[part] ?? []).join('\n');
}

/** Both languages' texts of every part of a (fully loaded) guide. */
export function partTexts(guide: Guide): PartTexts {
  const texts: PartTexts = new Map();
  for (const part of TEXT_PARTS) {
    const of = (lang: Lang) => guide.translation(lang)?.[FIELD[part]] ?? '';
    texts.set(part, { how: of('how'), paano: of('paano') });
  }
  for (const part of BLOCK_PARTS) {
    const text = { how: blockText(guide, part, 'how'), paano: blockText(guide, part, 'paano') };
    // A block neither language has is no part (a guide without blocks reads as before).
    if (text.how || text.paano) texts.set(part, text);
  }
  for (const section of guide.sections.getItems()) {
    if (section.id === undefined) continue;
    texts.set(sectionKey(section.id), { how: sectionText(section, 'how'), paano: sectionText(section, 'paano') });
  }
  return texts;
}

/** A part seen for the first time starts up to date, except a language left empty beside a written one. */
function firstSight(text: Record<Lang, string>, now: string): Partial<Record<Lang, LangSync>> {
  const state: Partial<Record<Lang, LangSync>> = {};
  for (const lang of LANGS) {
    const o = other(lang);
    const missing = !text[lang].trim() && text[o].trim() !== '';
    state[lang] = { basis: missing ? '' : text[o], at: now };
  }
  return state;
}

/**
 * The state after a save, from the state before, the texts before (undefined for a new guide) and
 * after. A language whose text changed is up to date with the other's text now. When it was itself
 * behind (or empty), the change was a translation catching up, so the other language is up to date
 * with it too; otherwise it was an edit of the source, and the other language now needs an update.
 * A new part (guide or section) starts as firstSight says; so does a guide saved before this
 * existed, as its texts were before the save.
 */
export function nextSync(prev: SyncParts, before: PartTexts | undefined, after: PartTexts, now: string): SyncParts {
  const next: SyncParts = {};
  for (const [key, text] of after) {
    const old = before?.get(key);
    if (!old) {
      next[key] = firstSight(text, now);
      continue;
    }
    const known = { ...firstSight(old, now), ...prev[key] };
    const changed = (lang: Lang) => old[lang] !== text[lang];
    const state: Partial<Record<Lang, LangSync>> = {};
    for (const lang of LANGS) {
      const o = other(lang);
      const mine = known[lang]!;
      if (changed(lang)) {
        state[lang] = { basis: text[o], at: now };
      } else {
        const otherWasBehind = known[o]!.basis !== old[lang] || !old[o].trim();
        state[lang] = changed(o) && otherWasBehind ? { basis: text[o], at: mine.at } : mine;
      }
    }
    next[key] = state;
  }
  return next;
}

export function isStale(sync: Partial<Record<Lang, LangSync>> | undefined, text: Record<Lang, string>, lang: Lang): boolean {
  const mine = sync?.[lang];
  return mine !== undefined && mine.basis !== text[other(lang)];
}

export function staleCount(sync: SyncParts, texts: PartTexts): number {
  let n = 0;
  for (const [key, text] of texts) for (const lang of LANGS) if (isStale(sync[key], text, lang)) n++;
  return n;
}

/** The stale parts as the editor shows them, in the guide's order (text parts, blocks, then sections). */
export function staleParts(sync: SyncParts, texts: PartTexts): StalePartDto[] {
  const out: StalePartDto[] = [];
  for (const [key, text] of texts) {
    for (const lang of LANGS) {
      if (!isStale(sync[key], text, lang)) continue;
      const o = other(lang);
      const section = key.startsWith('section:') ? Number(key.slice('section:'.length)) : undefined;
      out.push({
        part: (section === undefined ? key : 'section') as TranslatablePart,
        ...(section === undefined ? {} : { section_id: section }),
        lang,
        was: sync[key]![lang]!.basis,
        now: text[o],
        changed_at: sync[key]?.[o]?.at ?? new Date(0).toISOString(),
      });
    }
  }
  return out;
}

/** "Mark as up to date": `lang` of the part is brought up to date with the other language as it reads now. */
export function markUpToDate(sync: SyncParts, texts: PartTexts, key: string, lang: Lang, now: string): SyncParts {
  const text = texts.get(key);
  if (!text) return sync;
  return { ...sync, [key]: { ...sync[key], [lang]: { basis: text[other(lang)], at: now } } };
}

import type { AtAGlanceDto, Lang, NeedDto, VideoDto } from '../../client/src/api/types';
import { parseMetaVideo } from './video-embed';
import { pageWords } from '../../client/src/shared/block-words';
import { REVIEWER_LIMITS } from '../reviewers/reviewers.messages';
import type { ImportedReviewerFields } from '../reviewers/guide-review';

/**
 * Issue 38's blocks in an export (docs/import-export.md): each post's HTML shows them as Gutenberg
 * blocks (format-to-html.ts), and this post meta holds them exactly, as JSON, for our own import.
 */
export const BLOCKS_META = '_howpaano_blocks';

/**
 * The blocks in the HTML are written inside a core/group carrying this class, so that an import
 * that has the exact blocks in the meta leaves them out of the sections' text, while WordPress (or
 * an import without the meta) reads ordinary headings, lists and details.
 */
export const BLOCK_GROUP_CLASS = 'hp-block';

export interface ExportedStep {
  action: string;
  details: string[];
  /** The image's address in the export (an attachment of the file); null: none. */
  image: string | null;
  image_alt: string;
}

/** One post's (one language's) blocks. */
export interface ExportedBlocks {
  needs?: NeedDto[];
  tips?: string[];
  warnings?: string[];
  /** This language's video (issue 38). */
  video?: VideoDto;
  at_a_glance?: AtAGlanceDto;
  /** Per section, by position: that section's steps in this language ([] for a section without). */
  steps?: ExportedStep[][];
  /** The guide's reviewer pick (src/reviewers), the same in both posts, with its photo's address. */
  reviewer?: ExportedReviewer;
}

/**
 * A reviewer as a move carries it: found again on the target by name and credential, else created;
 * `last_reviewed` is YYYY-MM-DD or null; `photo` the photo's address, an attachment of the file like
 * the guide's images (so it travels in the move archive's media folder). The shape the import
 * writes (reviewers/guide-review.ts), with the address where it writes the stored photo's key.
 */
export type ExportedReviewer = Omit<ImportedReviewerFields, 'photo'> & { photo?: string };

/** The page's own words for the blocks in a language (what a page of that language shows). */
export function blockWords(lang: Lang) {
  return pageWords(lang);
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : undefined);

/** The meta as read back from a file (anyone may have written it): malformed parts are dropped, never thrown. */
export function parseExportedBlocks(text: string | undefined): ExportedBlocks | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const out: ExportedBlocks = {};
  if (Array.isArray(o.needs)) {
    out.needs = o.needs
      .filter((n): n is Record<string, unknown> => !!n && typeof n === 'object' && str((n as Record<string, unknown>).item).trim() !== '')
      .map((n) => ({
        item: str(n.item),
        ...(str(n.quantity) ? { quantity: str(n.quantity) } : {}),
        ...(str(n.note) ? { note: str(n.note) } : {}),
      }));
  }
  if (Array.isArray(o.tips)) out.tips = strings(o.tips);
  if (Array.isArray(o.warnings)) out.warnings = strings(o.warnings);
  const video = parseMetaVideo(o.video);
  if (video) out.video = video;
  if (o.at_a_glance && typeof o.at_a_glance === 'object') {
    const g = o.at_a_glance as Record<string, unknown>;
    const glance: AtAGlanceDto = {};
    for (const key of ['time_minutes', 'time_max_minutes', 'cost_min', 'cost_max'] as const) {
      const n = num(g[key]);
      if (n !== undefined) glance[key] = n;
    }
    if (g.difficulty === 'easy' || g.difficulty === 'medium' || g.difficulty === 'hard') glance.difficulty = g.difficulty;
    if (Object.keys(glance).length) out.at_a_glance = glance;
  }
  if (o.reviewer && typeof o.reviewer === 'object' && str((o.reviewer as Record<string, unknown>).name).trim()) {
    const r = o.reviewer as Record<string, unknown>;
    const day = str(r.last_reviewed);
    out.reviewer = {
      name: str(r.name).trim().slice(0, REVIEWER_LIMITS.name),
      credential_how: str(r.credential_how).slice(0, REVIEWER_LIMITS.credential),
      credential_paano: str(r.credential_paano).slice(0, REVIEWER_LIMITS.credential),
      bio_how: str(r.bio_how).slice(0, REVIEWER_LIMITS.bio),
      bio_paano: str(r.bio_paano).slice(0, REVIEWER_LIMITS.bio),
      last_reviewed: /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
      ...(str(r.photo) ? { photo: str(r.photo) } : {}),
    };
  }
  if (Array.isArray(o.steps)) {
    out.steps = o.steps.map((list) =>
      Array.isArray(list)
        ? list
            .filter((s): s is Record<string, unknown> => !!s && typeof s === 'object')
            .map((s) => ({ action: str(s.action), details: strings(s.details), image: str(s.image) || null, image_alt: str(s.image_alt) }))
        : [],
    );
  }
  return out;
}

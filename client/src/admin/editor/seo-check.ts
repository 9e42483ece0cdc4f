import type { Lang } from '../../api/types';
import { parseFormatted, plainText, type InlineNode } from '../../shared/format/parse';
import { englishReadability, filipinoReadability, startsWithFilipinoVerb } from '../../shared/readability';
import { fold } from '../../shared/tagalog';

/**
 * The editor's live SEO check of one language (issue 27 item 6), as a pure function of what the form
 * holds: each finding a status and the numbers its sentence shows (the catalogue words them).
 */

/** A search result's title is cut past about this width (20 px Arial, a desktop result). */
export const TITLE_WIDTH_BUDGET = 580;
export const TITLE_FONT = '20px Arial';
export const DESCRIPTION_RANGE = { min: 70, max: 160 } as const;
export const SLUG_MAX = 60;
export { SEO_TITLE_MAX } from '../../shared/seo-messages';

export interface SeoCheckSection {
  heading: string;
  /** A "key insight" paragraph, not a step list. */
  paragraph: boolean;
  bullets: string[];
  hasImage: boolean;
  alt: string;
  decorative: boolean;
  /** Issue 38: the section's numbered steps in this language; their text is content like the bullets. */
  steps?: SeoCheckStep[];
}

export interface SeoCheckStep {
  action: string;
  details: string[];
  hasImage: boolean;
  alt: string;
}

export interface SeoCheckInput {
  lang: Lang;
  title: string;
  /** The optional SEO title ('' : the title is used). */
  seoTitle: string;
  metaDescription: string;
  headerDescription: string;
  introduction: string;
  conclusion: string;
  slug: string;
  keywords: string;
  sections: SeoCheckSection[];
  headerImage: boolean;
  headerAlt: string;
  headerDecorative: boolean;
  /** Issue 38's blocks of this language (things needed as their item texts): content too. */
  blocks?: string[];
  /** The other language's title ('' : that version does not exist). */
  otherTitle: string;
  /** Parts of this language that need an update (translation state). */
  staleParts: number;
}

export type CheckStatus = 'good' | 'warn' | 'bad';

export type SeoFinding =
  | { id: 'title'; status: CheckStatus; px: number; chars: number; seoTitle: boolean }
  | { id: 'description'; status: CheckStatus; length: number }
  | { id: 'slug'; status: CheckStatus; length: number; problem: 'none' | 'empty' | 'characters' | 'long' }
  | { id: 'headings'; status: CheckStatus; count: number; empty: number }
  | { id: 'alt'; status: CheckStatus; missing: number; images: number }
  | { id: 'links'; status: CheckStatus; count: number }
  | { id: 'keyword'; status: CheckStatus; keyword: string; inTitle: boolean; inIntroduction: boolean }
  | { id: 'readability-en'; status: CheckStatus; flesch: number; wordsPerSentence: number; longSentences: number }
  | {
      id: 'readability-fil';
      status: CheckStatus;
      wordsPerSentence: number;
      lettersPerWord: number;
      longSentences: number;
      verbSteps: number;
      steps: number;
    }
  | { id: 'translation'; status: CheckStatus; state: 'ok' | 'missing' | 'stale'; parts: number };

const worst = (...statuses: CheckStatus[]): CheckStatus => (statuses.includes('bad') ? 'bad' : statuses.includes('warn') ? 'warn' : 'good');

/** Paths of the site that are not guides (client/src/routes.tsx). */
const NOT_GUIDE = /^\/(category|search|api|media|assets|admin-hp-access|login-access)(\/|$)/i;

function countGuideLinks(nodes: InlineNode[]): number {
  return nodes.reduce((n, node) => {
    if (node.type === 'link') {
      const path = node.href.split(/[?#]/)[0]!.replace(/\/+$/, '');
      return n + (!node.external && !NOT_GUIDE.test(path) && path.split('/').length === 3 ? 1 : 0);
    }
    return n + ('children' in node ? countGuideLinks(node.children) : 0);
  }, 0);
}

function guideLinks(text: string): number {
  if (!text.includes('](')) return 0;
  try {
    return parseFormatted(text).reduce((n, paragraph) => n + countGuideLinks(paragraph), 0);
  } catch {
    return 0;
  }
}

/** The step a bullet states: its first line (later indented lines are sub-points). */
const firstLine = (bullet: string) => bullet.split('\n')[0]!.trim();

const contains = (text: string, keyword: string) => fold(text).includes(fold(keyword));

export function seoCheck(input: SeoCheckInput, measure: (text: string) => number): SeoFinding[] {
  const findings: SeoFinding[] = [];
  const shownTitle = input.seoTitle.trim() || input.title.trim();
  const px = Math.round(measure(shownTitle));
  findings.push({
    id: 'title',
    status: !shownTitle ? 'bad' : px > TITLE_WIDTH_BUDGET ? 'warn' : 'good',
    px,
    chars: [...shownTitle].length,
    seoTitle: input.seoTitle.trim() !== '',
  });

  const description = (input.metaDescription.trim() || input.headerDescription.trim()).length;
  findings.push({
    id: 'description',
    status: description === 0 ? 'bad' : description < DESCRIPTION_RANGE.min || description > DESCRIPTION_RANGE.max ? 'warn' : 'good',
    length: description,
  });

  const slug = input.slug.trim();
  const slugProblem = !slug ? 'empty' : !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? 'characters' : slug.length > SLUG_MAX ? 'long' : 'none';
  findings.push({
    id: 'slug',
    status: slugProblem === 'empty' ? 'bad' : slugProblem === 'none' ? 'good' : 'warn',
    length: slug.length,
    problem: slugProblem,
  });

  const steps = input.sections.filter((s) => !s.paragraph);
  const emptyHeadings = steps.filter((s) => !s.heading.trim()).length;
  findings.push({
    id: 'headings',
    status: steps.length === 0 || emptyHeadings > 0 ? 'warn' : 'good',
    count: steps.length - emptyHeadings,
    empty: emptyHeadings,
  });

  const images = [
    ...(input.headerImage ? [{ alt: input.headerAlt, decorative: input.headerDecorative }] : []),
    ...input.sections.filter((s) => s.hasImage).map((s) => ({ alt: s.alt, decorative: s.decorative })),
    ...input.sections
      .flatMap((s) => s.steps ?? [])
      .filter((step) => step.hasImage)
      .map((step) => ({ alt: step.alt, decorative: false })),
  ];
  const missingAlt = images.filter((i) => !i.decorative && !i.alt.trim()).length;
  findings.push({ id: 'alt', status: missingAlt > 0 ? 'bad' : 'good', missing: missingAlt, images: images.length });

  const texts = [
    input.headerDescription,
    input.introduction,
    input.conclusion,
    ...input.sections.flatMap((s) => [s.heading, ...s.bullets, ...(s.steps ?? []).flatMap((step) => [step.action, ...step.details])]),
    ...(input.blocks ?? []),
  ];
  const links = texts.reduce((n, text) => n + guideLinks(text), 0);
  findings.push({ id: 'links', status: links > 0 ? 'good' : 'warn', count: links });

  const keyword = input.keywords.split(',')[0]!.trim();
  const inTitle = keyword !== '' && contains(shownTitle, keyword);
  const inIntroduction = keyword !== '' && contains(plainText(input.introduction), keyword);
  findings.push({ id: 'keyword', status: inTitle && inIntroduction ? 'good' : 'warn', keyword, inTitle, inIntroduction });

  const prose = texts.map((t) => plainText(t)).join('\n');
  if (input.lang === 'how') {
    const r = englishReadability(prose);
    findings.push({
      id: 'readability-en',
      status: worst(r.flesch >= 60 ? 'good' : r.flesch >= 40 ? 'warn' : 'bad', r.longSentences > 0 ? 'warn' : 'good'),
      flesch: r.flesch,
      wordsPerSentence: r.wordsPerSentence,
      longSentences: r.longSentences,
    });
  } else {
    const r = filipinoReadability(prose);
    // A step's bold action is a step line too: it should start with a verb ("Hugasan ang bigas").
    const stepLines = steps
      .flatMap((s) => [...s.bullets.map(firstLine), ...(s.steps ?? []).map((step) => step.action.trim())])
      .filter(Boolean);
    const verbSteps = stepLines.filter(startsWithFilipinoVerb).length;
    findings.push({
      id: 'readability-fil',
      status: worst(
        r.wordsPerSentence <= 15 ? 'good' : r.wordsPerSentence <= 20 ? 'warn' : 'bad',
        r.longSentences > 0 ? 'warn' : 'good',
        stepLines.length === 0 || verbSteps / stepLines.length >= 0.6 ? 'good' : 'warn',
      ),
      wordsPerSentence: r.wordsPerSentence,
      lettersPerWord: r.lettersPerWord,
      longSentences: r.longSentences,
      verbSteps,
      steps: stepLines.length,
    });
  }

  const state = !input.otherTitle.trim() ? 'missing' : input.staleParts > 0 ? 'stale' : 'ok';
  findings.push({ id: 'translation', status: state === 'ok' ? 'good' : 'warn', state, parts: input.staleParts });
  return findings;
}

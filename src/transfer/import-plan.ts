import type { AtAGlanceDto, Lang, NeedDto, VideoDto } from '../../client/src/api/types';
import { DomUtils, parseDocument } from 'htmlparser2';
import { plainText } from '../../client/src/shared/format/parse';
import { queryLanguage } from '../../client/src/shared/query-language';
import { redirectKey } from '../content/path-redirect.repository';
import { htmlToFormat, type ConvertedPost } from './html-to-format';
import { howToTotalTime } from './how-to-time';
import type { ConvertedStep } from './html-blocks';
import type { ImageRef } from './html-inline';
import type { ExportedReviewer, ExportedStep } from './exported-blocks';
import type { SourceCategory, SourcePost, SourceSite } from './source-site';

/**
 * What an import will write, decided from the file alone (pure): Polylang pairs become one
 * bilingual guide, every other post a single-language guide flagged for translation (its language
 * from Polylang's term, else guessed from the text, which the owner may change), with categories
 * named in both languages and the old addresses to redirect.
 *
 * Status is per language (issue 34 items 1–2): a guide shows only the languages whose post was
 * public (published, else scheduled); a private, password-protected or draft language of a guide
 * that shows the other one is held back, kept for the owner as the editor's unsaved draft of that
 * language, never written where a reader could see it.
 */

export interface PlannedCategory {
  /** Lower-cased English name: how the import matches it to an existing category. */
  key: string;
  nameHow: string;
  namePaano: string;
  rank?: number;
}

export interface PlannedTranslation {
  title: string;
  slug: string;
  headerDescription: string;
  introduction: string;
  conclusion: string;
  metaDescription: string;
  metaKeywords: string;
  headerImageAlt: string;
  /** Issue 38: this language's blocks (our export's meta, else the headings html-to-format.ts reads). */
  needs: NeedDto[];
  tips: string[];
  warnings: string[];
  /** This language's video (our export's meta, else the first YouTube/Facebook embed: video-embed.ts). */
  video: VideoDto | null;
}

/** A step of an imported section: both languages, its image by its address in the file. */
export interface PlannedStep {
  action: Record<Lang, string>;
  details: Record<Lang, string[]>;
  image?: ImageRef;
  imageAlt: Record<Lang, string>;
}

export interface PlannedSection {
  headingHow: string;
  headingPaano: string;
  bulletsHow: string[];
  bulletsPaano: string[];
  image?: ImageRef;
  imageAlt: Record<Lang, string>;
  steps: PlannedStep[];
}

/** Why a post (or one language of a pair) is not made public. */
export type HeldReason = 'private' | 'password' | 'draft' | 'scheduled';

/** One language kept out of the guide (its text goes to the editor's unsaved draft of that language). */
export interface HeldLanguage {
  lang: Lang;
  why: HeldReason;
  translation: PlannedTranslation;
  /** Each section's heading, bullets and this language's own steps (issue 38). */
  sections: { heading: string; bullets: string[]; steps: ExportedStep[] }[];
  /** The post's own "at a glance" (our export's meta), for a guide that has none. */
  atAGlance: AtAGlanceDto | null;
}

export interface PlannedGuide {
  /** The source posts' keys (guids); one for a single-language guide, one per language for a pair. */
  keys: string[];
  translations: Partial<Record<Lang, PlannedTranslation>>;
  sections: PlannedSection[];
  headerImage?: ImageRef;
  /** Issue 38's at a glance (our export's meta). */
  atAGlance: AtAGlanceDto | null;
  /** Issue 38's reviewer pick (our export's meta). */
  reviewer?: ExportedReviewer | null;
  category: string | null;
  status: 'published' | 'draft';
  publishAt: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  oldPaths: { path: string; lang: Lang }[];
  sources: string[];
  unconverted: string[];
  paired: boolean;
  /** For a single-language guide: its language, and whether that was guessed from the text. */
  lang?: Lang;
  langGuessed?: boolean;
  /** The WordPress slug of each language (kept as a slug redirect when ours differs). */
  oldSlugs: Partial<Record<Lang, string>>;
  /** Languages of the source kept out of the guide, with why (item 1). */
  held: HeldLanguage[];
  /** Private or password-protected (either language): imported unpublished, listed with the reason. */
  privacy: 'private' | 'password' | null;
  /** What the site has no place for, counted: tags, categories after the first, approved comments, sticky. */
  dropped: { tags: number; categories: number; comments: number; sticky: boolean };
}

export interface ImportPlan {
  guides: PlannedGuide[];
  categories: PlannedCategory[];
  skipped: SourceSite['skipped'];
}

/** Polylang language slug → our language key: en… is English; tl, fil, tgl… are Filipino. */
export function langOf(slug: string | null): Lang | null {
  if (!slug) return null;
  const s = slug.toLowerCase();
  if (/^en([_-]|$)/.test(s)) return 'how';
  if (/^(tl|fil|tgl)([_-]|$)/.test(s)) return 'paano';
  return null;
}

/** Filipino when the text reads as Filipino (the search box's own word test over the whole text). */
export function guessLang(text: string): Lang {
  return queryLanguage(text.slice(0, 5000)) === 'fil' ? 'paano' : 'how';
}

/** HTML as plain text: tags dropped (a title's <em>), every entity decoded (&amp;, &#8217;, &nbsp;), whitespace collapsed. */
export function plain(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  const doc = parseDocument(html, { decodeEntities: true });
  return DomUtils.textContent(doc.children.filter((n) => !(n.type === 'script' || n.type === 'style')))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A short plain description: the excerpt, else the introduction's first sentences (markers removed). */
function describe(excerpt: string, introduction: string): string {
  const text = plain(excerpt) || plainText(introduction);
  if (text.length <= 200) return text;
  const cut = text.slice(0, 200);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 200)}…`;
}

const NO_CATEGORY = new Set(['uncategorized', 'uncategorised', 'walang-kategorya']);

export function planImport(site: SourceSite, langOverrides: Record<string, Lang> = {}): ImportPlan {
  const plan: ImportPlan = { guides: [], categories: [], skipped: [...site.skipped] };
  const byPostId = new Map(site.posts.filter((p) => p.postId).map((p) => [p.postId!, p]));
  const categoryByTermId = new Map([...site.categories.values()].filter((c) => c.termId).map((c) => [c.termId!, c]));
  const categories = new Map<string, PlannedCategory>();

  // Pairs: from the post_translations term's description (lang → post id), else by the shared term.
  const groups = new Map<string, SourcePost[]>();
  for (const post of site.posts) {
    if (!post.pairTerm) continue;
    const map = site.postTranslations.get(post.pairTerm);
    const members = map && Object.keys(map).length ? Object.values(map).map((id) => byPostId.get(id)) : null;
    if (members && !members.includes(post)) continue;
    const list = groups.get(post.pairTerm) ?? [];
    list.push(post);
    groups.set(post.pairTerm, list);
  }
  const inPair = new Set<SourcePost>();
  const pairs: Partial<Record<Lang, SourcePost>>[] = [];
  for (const members of groups.values()) {
    const pair: Partial<Record<Lang, SourcePost>> = {};
    for (const post of members) {
      const lang = langOf(post.lang);
      if (lang && !pair[lang]) pair[lang] = post;
    }
    if (pair.how && pair.paano) {
      pairs.push(pair);
      inPair.add(pair.how).add(pair.paano);
    }
  }

  const categoryFor = (how: SourceCategory | undefined, paano: SourceCategory | undefined): string | null => {
    const main = how ?? paano;
    if (!main || NO_CATEGORY.has(main.slug)) return null;
    let other = how && paano ? paano : undefined;
    // Polylang's term_translations name the category in the other language.
    const known = site.categories.get(main.slug);
    const group = known?.termId ? site.termTranslations.find((g) => Object.values(g).includes(known.termId!)) : undefined;
    let nameHow = how?.name ?? main.name;
    if (group) {
      for (const [lang, termId] of Object.entries(group)) {
        const term = categoryByTermId.get(termId);
        if (!term) continue;
        if (langOf(lang) === 'paano') other = term;
        if (langOf(lang) === 'how') nameHow = term.name;
      }
    }
    nameHow = plain(nameHow);
    const namePaano = plain(other?.name ?? main.name);
    const key = nameHow.toLowerCase();
    if (!categories.has(key)) categories.set(key, { key, nameHow, namePaano, rank: known?.rank });
    return key;
  };

  const relink = linksBetweenPosts(site);
  for (const pair of pairs) plan.guides.push(guideOf(pair, true, site, categoryFor, relink));
  for (const post of site.posts) {
    if (inPair.has(post)) continue;
    const declared = langOf(post.lang);
    const override = langOverrides[post.key];
    const lang = override ?? declared ?? guessLang(`${post.title}\n${plain(post.html)}`);
    const guide = guideOf({ [lang]: post }, false, site, categoryFor, relink);
    guide.lang = lang;
    guide.langGuessed = !override && !declared;
    plan.guides.push(guide);
  }
  plan.categories = [...categories.values()];
  return plan;
}

function imageSrc(site: SourceSite, post: SourcePost): ImageRef | undefined {
  const attachment = post.thumbnailId ? site.attachments.get(post.thumbnailId) : undefined;
  return attachment?.url ? { src: attachment.url, alt: attachment.alt } : undefined;
}

function guideOf(
  pair: Partial<Record<Lang, SourcePost>>,
  paired: boolean,
  site: SourceSite,
  categoryFor: (how: SourceCategory | undefined, paano: SourceCategory | undefined) => string | null,
  relink: (text: string) => string,
): PlannedGuide {
  const present = (['how', 'paano'] as const).filter((l) => pair[l]);
  const { langs, status, publishAt } = visibleLanguages(pair, present);
  const main = pair[langs[0]!]!;
  const converted = Object.fromEntries(
    present.map((l) => [l, relinkPost(htmlToFormat(pair[l]!.html, { skipOwnBlocks: !!pair[l]!.blocks }), relink)]),
  ) as Partial<Record<Lang, ReturnType<typeof htmlToFormat>>>;
  const translations: Partial<Record<Lang, PlannedTranslation>> = {};
  const all: Partial<Record<Lang, PlannedTranslation>> = {};
  const unconverted: string[] = [];
  let headerImage: ImageRef | undefined;
  for (const lang of present) {
    const post = pair[lang]!;
    const c = converted[lang]!;
    const description = describe(post.excerpt, c.introduction);
    all[lang] = {
      title: plain(post.title) || post.slug || 'Untitled',
      slug: post.slug,
      headerDescription: description,
      introduction: c.introduction,
      conclusion: c.conclusion,
      metaDescription: post.metaDescription || description,
      metaKeywords: post.metaKeywords,
      headerImageAlt: '',
      // Our export's exact blocks, else what the post's headings named.
      needs: (post.blocks?.needs ?? c.needs).map((n) => ({ ...n, item: relink(n.item) })),
      tips: (post.blocks?.tips ?? c.tips).map(relink),
      warnings: (post.blocks?.warnings ?? c.warnings).map(relink),
      video: post.blocks?.video ?? c.video,
    };
    const own = [...c.unconverted, ...galleryImages(site, post.html)];
    unconverted.push(...own.map((u) => (paired ? `${lang === 'how' ? 'en' : 'fil'}: ${u}` : u)));
  }
  for (const lang of langs) {
    translations[lang] = all[lang];
    headerImage ??= imageSrc(site, pair[lang]!) ?? converted[lang]!.headerImage;
  }
  for (const lang of present) {
    // Each language's own alt text: its featured image's, else its own first image's.
    const own = imageSrc(site, pair[lang]!) ?? converted[lang]!.headerImage;
    all[lang]!.headerImageAlt = pair[lang]!.headerImageAlt || own?.alt || headerImage?.alt || all[lang]!.title;
  }

  const shown = (lang: Lang) => (langs.includes(lang) ? converted[lang] : undefined);
  const count = Math.max(...langs.map((l) => converted[l]!.sections.length));
  const sections: PlannedSection[] = [];
  for (let i = 0; i < count; i++) {
    const how = shown('how')?.sections[i];
    const paano = shown('paano')?.sections[i];
    const image = how?.image ?? paano?.image;
    // Each language's alt text is its own image's (the pair's images are the same picture).
    const alt = (lang: Lang, s: typeof how) =>
      converted[lang]?.sections[i]?.image?.alt || image?.alt || s?.heading.replace(/^\[p\]\s*/i, '') || all[lang]?.title || '';
    sections.push({
      headingHow: how?.heading ?? '',
      headingPaano: paano?.heading ?? '',
      bulletsHow: how?.bullets ?? [],
      bulletsPaano: paano?.bullets ?? [],
      image,
      imageAlt: { how: alt('how', how), paano: alt('paano', paano) },
      steps: plannedSteps(i, pair, langs, (lang) => shown(lang)?.sections[i]?.steps),
    });
  }
  if (paired && converted.how!.sections.length !== converted.paano!.sections.length) {
    unconverted.push(`sections do not line up: English ${converted.how!.sections.length}, Filipino ${converted.paano!.sections.length}`);
  }

  const held: HeldLanguage[] = present
    .filter((lang) => !langs.includes(lang))
    .map((lang) => ({
      lang,
      why: reasonOf(pair[lang]!),
      translation: all[lang]!,
      sections: converted[lang]!.sections.map((s, i) => ({
        heading: s.heading,
        bullets: s.bullets,
        steps: ownSteps(pair[lang], i, () => s.steps),
      })),
      atAGlance: pair[lang]!.blocks?.at_a_glance ?? howToTotalTime(pair[lang]!.html),
    }));
  const posts = present.map((l) => pair[l]!);
  const privacy = posts.find((p) => p.privacy)?.privacy ?? null;
  // Old addresses of every language: a held-back one starts answering once the owner publishes it.
  const oldPaths = present.flatMap((lang) => pair[lang]!.oldPaths.map((path) => ({ path, lang })));
  return {
    keys: present.map((l) => pair[l]!.key),
    translations,
    sections,
    headerImage,
    // Our meta's, else a Yoast How-to block's total time.
    atAGlance: langs.map((l) => pair[l]!.blocks?.at_a_glance ?? howToTotalTime(pair[l]!.html)).find((g) => g) ?? null,
    reviewer: langs.map((l) => pair[l]!.blocks?.reviewer).find((r) => r) ?? null,
    category: categoryFor(pair.how?.categories[0], pair.paano?.categories[0]),
    status,
    publishAt,
    createdAt: main.date,
    updatedAt: main.modified,
    oldPaths,
    sources: [...new Set(langs.flatMap((l) => pair[l]!.sources))],
    unconverted,
    paired,
    oldSlugs: Object.fromEntries(present.map((l) => [l, pair[l]!.slug])),
    held,
    privacy,
    dropped: {
      tags: posts.reduce((n, p) => n + p.tags, 0),
      categories: posts.reduce((n, p) => n + Math.max(0, p.categories.length - 1), 0),
      comments: posts.reduce((n, p) => n + p.comments, 0),
      sticky: posts.some((p) => p.sticky),
    },
  };
}

/**
 * Section i's steps from our export's meta: each language's post holds its own words, the steps
 * paired by position (as sections are); the image is the same picture in both.
 */
function plannedSteps(
  i: number,
  pair: Partial<Record<Lang, SourcePost>>,
  langs: Lang[],
  fromHtml: (lang: Lang) => ConvertedStep[] | undefined,
): PlannedStep[] {
  const own = (lang: Lang): ExportedStep[] => (langs.includes(lang) ? ownSteps(pair[lang], i, () => fromHtml(lang)) : []);
  const how = own('how');
  const paano = own('paano');
  const out: PlannedStep[] = [];
  for (let k = 0; k < Math.max(how.length, paano.length); k++) {
    const h = how[k];
    const p = paano[k];
    const src = h?.image ?? p?.image;
    out.push({
      action: { how: h?.action ?? '', paano: p?.action ?? '' },
      details: { how: h?.details ?? [], paano: p?.details ?? [] },
      ...(src ? { image: { src, alt: h?.image_alt || p?.image_alt || '' } } : {}),
      imageAlt: { how: h?.image_alt ?? '', paano: p?.image_alt ?? '' },
    });
  }
  return out;
}

/** Section i's steps of one post: our meta when the post has it, else a how-to block plugin's steps read from the HTML. */
function ownSteps(post: SourcePost | undefined, i: number, fromHtml: () => ConvertedStep[] | undefined): ExportedStep[] {
  if (post?.blocks) return post.blocks.steps?.[i] ?? [];
  return (fromHtml() ?? []).map((s) => ({
    action: s.action,
    details: s.details,
    image: s.image?.src || null,
    image_alt: s.image?.alt ?? '',
  }));
}

/**
 * Links from one post of the file to another (by any of its old addresses on the source site)
 * become this site's path of that old address, which answers a 301 to the new guide (in the
 * link's language), also once a held-back guide is published later.
 */
export function linksBetweenPosts(site: SourceSite): (text: string) => string {
  const known = new Set(site.posts.flatMap((p) => p.oldPaths.map((path) => redirectKey(path)).filter((k): k is string => !!k)));
  let host: string | null = null;
  try {
    host = site.address ? new URL(site.address).host.replace(/^www\./, '') : null;
  } catch {
    host = null;
  }
  if (!host || !known.size) return (text) => text;
  return (text) =>
    text.replace(/\]\((https?:\/\/[^)\s]+)\)/g, (whole, url: string) => {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return whole;
      }
      if (parsed.host.replace(/^www\./, '') !== host) return whole;
      const key = redirectKey(parsed.pathname + parsed.search);
      return key && known.has(key) ? `](${key})` : whole;
    });
}

function relinkPost(post: ConvertedPost, relink: (text: string) => string): ConvertedPost {
  return {
    ...post,
    introduction: relink(post.introduction),
    conclusion: relink(post.conclusion),
    sections: post.sections.map((s) => ({ ...s, heading: relink(s.heading), bullets: s.bullets.map(relink) })),
  };
}

/** A [gallery ids="…"] shortcode's pictures (attachments of the file): listed, one image per section being all a guide holds. */
function galleryImages(site: SourceSite, html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/\[gallery\b[^\]]*?\bids=["']?([\d,\s]+)/gi)) {
    for (const id of m[1]!.split(/[,\s]+/).filter(Boolean)) {
      const url = site.attachments.get(id)?.url;
      out.push(`image: ${url ?? `attachment ${id}`} (gallery)`);
    }
  }
  return out;
}

function reasonOf(post: SourcePost): HeldReason {
  return post.privacy ?? (post.status === 'published' ? 'draft' : post.status);
}

/**
 * Which languages the guide shows, and its status: the published ones (published); else the
 * scheduled ones (a draft with the earliest publish time: the scheduler publishes it); else every
 * language, as a draft (nothing of a draft is public). Private and password-protected posts are
 * never public.
 */
function visibleLanguages(
  pair: Partial<Record<Lang, SourcePost>>,
  present: Lang[],
): { langs: Lang[]; status: 'published' | 'draft'; publishAt: Date | null } {
  const open = present.filter((l) => !pair[l]!.privacy);
  const published = open.filter((l) => pair[l]!.status === 'published');
  if (published.length) return { langs: published, status: 'published', publishAt: null };
  const scheduled = open.filter((l) => pair[l]!.status === 'scheduled' && pair[l]!.date);
  if (scheduled.length) {
    const at = Math.min(...scheduled.map((l) => pair[l]!.date!.getTime()));
    return { langs: scheduled, status: 'draft', publishAt: new Date(at) };
  }
  return { langs: present, status: 'draft', publishAt: null };
}

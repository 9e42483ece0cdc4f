import { LANGS } from '../../api/types';
import { diffWords } from 'diff';
import type { BilingualGuideDto, Lang } from '../../api/types';
import { categoryLabel } from '../../shared/translation';
import { useEditorTexts } from '../editor/texts';
import { useAdminTexts } from '../admin-lang';
import { statusName } from '../ContentTable';
import type { AdminCatalogue } from '../../i18n/admin-en';

/** The compared parts of a language version, labelled in the admin's language. */
function fields(a: AdminCatalogue) {
  return [
    ['title', a.fields.title],
    ['slug', a.fields.slug],
    ['header_description', a.fields.headerDescription],
    ['introduction', a.fields.introduction],
    ['conclusion', a.fields.conclusion],
    ['meta_keywords', a.fields.metaKeywords],
    ['meta_description', a.fields.metaDescription],
    ['header_image_alt', a.diff.headerImageAlt],
  ] as const;
}

function sectionsText(guide: BilingualGuideDto, lang: Lang, a: AdminCatalogue): string {
  return guide.sections
    .map((s, i) => {
      const heading = lang === 'how' ? s.section_how : s.section_paano;
      const bullets = (lang === 'how' ? s.section_how_bullets : s.section_paano_bullets) ?? [];
      const alt = (lang === 'how' ? s.section_how_img_alt : s.section_paano_img_alt) ?? '';
      return [
        `${i + 1}. ${heading}`,
        ...bullets.map((b) => `  - ${b}`),
        ...(s.image ? [`  ${a.diff.imageNote(s.image_decorative ? a.diff.decorative : alt || a.diff.noDescription)}`] : []),
      ].join('\n');
    })
    .join('\n');
}

/** Every comparable part of a guide as labelled text. */
function rows(guide: BilingualGuideDto, a: AdminCatalogue): [string, string][] {
  const out: [string, string][] = [];
  for (const lang of LANGS) {
    for (const [field, label] of fields(a)) out.push([`${label} (${a.langName[lang]})`, guide[lang]?.[field] ?? '']);
    out.push([`${a.fields.sections} (${a.langName[lang]})`, sectionsText(guide, lang, a)]);
  }
  out.push([a.fields.status, statusName(guide.status, a)]);
  out.push([a.fields.category, guide.category ? categoryLabel(guide.category) : a.table.noCategory]);
  out.push([
    a.fields.headerImage,
    guide.header_image ? (guide.header_image_decorative ? a.diff.imageDecorative : a.diff.image) : a.diff.noImage,
  ]);
  out.push([a.fields.sources, guide.sources.map((s) => s.source_link).join('\n')]);
  return out;
}

/**
 * Side by side: the left guide with what the right one no longer has struck through, the right with
 * what it added underlined. Only the parts that differ are shown.
 */
export function RevisionDiff({
  left,
  right,
  leftLabel,
  rightLabel,
}: {
  left: BilingualGuideDto;
  right: BilingualGuideDto;
  leftLabel: string;
  rightLabel: string;
}) {
  const t = useEditorTexts();
  const a = useAdminTexts();
  const r = new Map(rows(right, a));
  const changed = rows(left, a).filter(([label, text]) => r.get(label) !== text);
  if (!changed.length) return <p className="hp-hint">{t.history.noDifferences}</p>;
  return (
    <div className="hp-revdiff" data-testid="revision-diff">
      <div className="hp-revdiff__head" aria-hidden="true">
        <span>{leftLabel}</span>
        <span>{rightLabel}</span>
      </div>
      {changed.map(([label, before]) => {
        const parts = diffWords(before, r.get(label) ?? '');
        return (
          <section key={label} className="hp-revdiff__row" aria-label={label}>
            <h4>{label}</h4>
            <div className="hp-revdiff__cols">
              <p className="hp-diff" aria-label={`${label}: ${leftLabel}`}>
                <span className="hp-revdiff__which">{leftLabel}</span>
                {parts.filter((p) => !p.added).map((p, i) => (p.removed ? <del key={i}>{p.value}</del> : <span key={i}>{p.value}</span>))}
              </p>
              <p className="hp-diff" aria-label={`${label}: ${rightLabel}`}>
                <span className="hp-revdiff__which">{rightLabel}</span>
                {parts.filter((p) => !p.removed).map((p, i) => (p.added ? <ins key={i}>{p.value}</ins> : <span key={i}>{p.value}</span>))}
              </p>
            </div>
          </section>
        );
      })}
    </div>
  );
}

import { LANGS } from '../../api/types';
import { diffWords } from 'diff';
import type { BilingualGuideDto, Lang } from '../../api/types';
import { categoryLabel } from '../../shared/translation';
import { useEditorTexts } from '../editor/texts';

const LANG_NAME: Record<Lang, string> = { how: 'English', paano: 'Tagalog' };
const FIELDS = [
  ['title', 'Title'],
  ['slug', 'Slug'],
  ['header_description', 'Header description'],
  ['introduction', 'Introduction'],
  ['conclusion', 'Conclusion'],
  ['meta_keywords', 'Meta keywords'],
  ['meta_description', 'Meta description'],
  ['header_image_alt', 'Header image description'],
] as const;

function sectionsText(guide: BilingualGuideDto, lang: Lang): string {
  return guide.sections
    .map((s, i) => {
      const heading = lang === 'how' ? s.section_how : s.section_paano;
      const bullets = (lang === 'how' ? s.section_how_bullets : s.section_paano_bullets) ?? [];
      const alt = (lang === 'how' ? s.section_how_img_alt : s.section_paano_img_alt) ?? '';
      return [
        `${i + 1}. ${heading}`,
        ...bullets.map((b) => `  - ${b}`),
        ...(s.image ? [`  [image: ${s.image_decorative ? 'decorative' : alt || 'no description'}]`] : []),
      ].join('\n');
    })
    .join('\n');
}

/** Every comparable part of a guide as labelled text. */
function rows(guide: BilingualGuideDto): [string, string][] {
  const out: [string, string][] = [];
  for (const lang of LANGS) {
    for (const [field, label] of FIELDS) out.push([`${label} (${LANG_NAME[lang]})`, guide[lang]?.[field] ?? '']);
    out.push([`Sections (${LANG_NAME[lang]})`, sectionsText(guide, lang)]);
  }
  out.push(['Status', guide.status]);
  out.push(['Category', guide.category ? categoryLabel(guide.category) : 'No category']);
  out.push(['Header image', guide.header_image ? (guide.header_image_decorative ? 'image (decorative)' : 'image') : 'none']);
  out.push(['Sources', guide.sources.map((s) => s.source_link).join('\n')]);
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
  const r = new Map(rows(right));
  const changed = rows(left).filter(([label, text]) => r.get(label) !== text);
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

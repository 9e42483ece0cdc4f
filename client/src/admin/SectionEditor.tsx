import type { Lang } from '../api/types';
import { BulletTextarea } from './fields/BulletTextarea';
import { CheckField } from './fields/CheckField';
import { ImageField } from './fields/ImageField';
import { TextAreaField } from './fields/TextAreaField';
import { TextField } from './fields/TextField';
import { ImageAltField } from './editor/ImageAltField';
import { hasImage, type SectionDraft } from './section-model';

const LANG_NAME: Record<Lang, string> = { how: 'English', paano: 'Tagalog' };

interface Props {
  index: number;
  section: SectionDraft;
  /** The languages edited here: both in the create form, one in the editor. */
  langs: Lang[];
  onChange(section: SectionDraft): void;
  /** Absent when the section may not be removed (the last one in the create form). */
  onRemove?: () => void;
  /** Absent for the first section. */
  onMoveUp?: () => void;
  /** Absent for the last section. */
  onMoveDown?: () => void;
  /** The level of the "Bullets" heading: one below the heading the sections are listed under (h4 by default). */
  bulletsHeading?: 'h3' | 'h4';
}

/** One section: heading per language, the paragraph checkbox, bullets, an optional image. */
export function SectionEditor({
  index,
  section,
  langs,
  onChange,
  onRemove,
  onMoveUp,
  onMoveDown,
  bulletsHeading: BulletsHeading = 'h4',
}: Props) {
  const n = index + 1;
  const paragraph = langs.every((l) => section.paragraph[l]);
  const suffix = (lang: Lang) => (langs.length > 1 ? ` (${LANG_NAME[lang]})` : '');

  const setParagraph = (value: boolean) => {
    const next = { ...section.paragraph };
    for (const l of langs) next[l] = value;
    onChange({ ...section, paragraph: next });
  };
  const setBullets = (lang: Lang, bullets: string[]) => onChange({ ...section, bullets: { ...section.bullets, [lang]: bullets } });
  // A key insight is one paragraph: its bullets are only shown when it already has some (they are published with it).
  const showBullets = (lang: Lang) => !paragraph || section.bullets[lang].some((b) => b.trim() !== '');

  return (
    <fieldset className="hp-section">
      <legend>Section {n}</legend>
      {(onMoveUp || onMoveDown) && (
        <div className="hp-section__move">
          <button
            type="button"
            className="hp-btn hp-btn--small hp-btn--ghost"
            onClick={onMoveUp}
            disabled={!onMoveUp}
            aria-label={`Move section ${n} up`}
          >
            ↑ Up
          </button>
          <button
            type="button"
            className="hp-btn hp-btn--small hp-btn--ghost"
            onClick={onMoveDown}
            disabled={!onMoveDown}
            aria-label={`Move section ${n} down`}
          >
            ↓ Down
          </button>
        </div>
      )}
      {langs.map((lang) => {
        const setHeading = (value: string) => onChange({ ...section, heading: { ...section.heading, [lang]: value } });
        const htmlLang = lang === 'paano' ? 'fil' : 'en';
        // A key-insight paragraph is prose, so it gets a text area; a heading is one line.
        return paragraph ? (
          <TextAreaField
            key={`p-${lang}`}
            label={`Paragraph text ${n}${suffix(lang)}`}
            lang={htmlLang}
            rows={3}
            value={section.heading[lang]}
            onChange={setHeading}
          />
        ) : (
          <TextField
            key={`h-${lang}`}
            label={`Section heading ${n}${suffix(lang)}`}
            lang={htmlLang}
            value={section.heading[lang]}
            onChange={setHeading}
          />
        );
      })}
      <CheckField label={`Section ${n} is a paragraph (key insight, marked [p])`} checked={paragraph} onChange={setParagraph} />
      {langs.filter(showBullets).map((lang) => (
        <div className="hp-bullets" key={`b-${lang}`}>
          <BulletsHeading className="hp-bullets__title">Bullets{suffix(lang)}</BulletsHeading>
          {section.bullets[lang].map((bullet, b) => (
            <BulletTextarea
              key={b}
              label={`Section ${n} bullet ${b + 1}${suffix(lang)}`}
              lang={lang === 'paano' ? 'fil' : 'en'}
              value={bullet}
              onChange={(value) =>
                setBullets(
                  lang,
                  section.bullets[lang].map((x, i) => (i === b ? value : x)),
                )
              }
              onRemove={
                section.bullets[lang].length > 1
                  ? () =>
                      setBullets(
                        lang,
                        section.bullets[lang].filter((_, i) => i !== b),
                      )
                  : undefined
              }
              removeLabel={`Remove section ${n} bullet ${b + 1}${suffix(lang)}`}
            />
          ))}
          <button
            type="button"
            className="hp-btn hp-btn--small hp-btn--secondary"
            onClick={() => setBullets(lang, [...section.bullets[lang], ''])}
          >
            Add bullet{suffix(lang)}
          </button>
        </div>
      ))}
      <ImageField
        label={`Section ${n} image`}
        file={section.imageFile}
        currentUrl={section.removeImage ? null : section.imageUrl}
        invalidMessage="Section images must be image files"
        onFile={(file) => onChange({ ...section, imageFile: file })}
        onRemoveCurrent={() => onChange({ ...section, removeImage: true })}
      />
      {hasImage(section) && (
        <ImageAltField
          image={n}
          langs={langs}
          alt={section.alt ?? {}}
          decorative={section.decorative ?? false}
          onAlt={(lang, value) => onChange({ ...section, alt: { ...(section.alt ?? { how: '', paano: '' }), [lang]: value } })}
          onDecorative={(value) => onChange({ ...section, decorative: value })}
        />
      )}
      {onRemove && (
        <button type="button" className="hp-btn hp-btn--danger-ghost" onClick={onRemove}>
          Remove section {n}
        </button>
      )}
    </fieldset>
  );
}

import type { ReactNode } from 'react';
import type { Lang } from '../api/types';
import { BulletTextarea } from './fields/BulletTextarea';
import { CheckField } from './fields/CheckField';
import { ImageField } from './fields/ImageField';
import { TextAreaField } from './fields/TextAreaField';
import { TextField } from './fields/TextField';
import { ImageAltField } from './editor/ImageAltField';
import { hasImage, type SectionDraft } from './section-model';
import { useAdminTexts } from './admin-lang';

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
  /** More of the section, shown after its image and before Remove (the editor's numbered steps, issue 38). */
  children?: ReactNode;
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
  children,
}: Props) {
  const a = useAdminTexts();
  const c = a.section;
  const n = index + 1;
  const paragraph = langs.every((l) => section.paragraph[l]);
  const suffix = (lang: Lang) => (langs.length > 1 ? ` (${a.langName[lang]})` : '');

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
      <legend>{c.legend(n)}</legend>
      {(onMoveUp || onMoveDown) && (
        <div className="hp-section__move">
          {[
            { move: onMoveUp, label: c.moveUp(n), text: c.up },
            { move: onMoveDown, label: c.moveDown(n), text: c.down },
          ].map(({ move, label, text }) => (
            <button
              key={text}
              type="button"
              className="hp-btn hp-btn--small hp-btn--ghost"
              onClick={move}
              disabled={!move}
              aria-label={label}
            >
              {text}
            </button>
          ))}
        </div>
      )}
      {langs.map((lang) => {
        const setHeading = (value: string) => onChange({ ...section, heading: { ...section.heading, [lang]: value } });
        const htmlLang = lang === 'paano' ? 'fil' : 'en';
        // A key-insight paragraph is prose, so it gets a text area; a heading is one line.
        return paragraph ? (
          <TextAreaField
            key={`p-${lang}`}
            label={`${c.paragraphText(n)}${suffix(lang)}`}
            lang={htmlLang}
            rows={3}
            value={section.heading[lang]}
            onChange={setHeading}
          />
        ) : (
          <TextField
            key={`h-${lang}`}
            label={`${c.heading(n)}${suffix(lang)}`}
            lang={htmlLang}
            value={section.heading[lang]}
            onChange={setHeading}
          />
        );
      })}
      <CheckField label={c.isParagraph(n)} checked={paragraph} onChange={setParagraph} />
      {langs.filter(showBullets).map((lang) => (
        <div className="hp-bullets" key={`b-${lang}`}>
          <BulletsHeading className="hp-bullets__title">
            {c.bullets}
            {suffix(lang)}
          </BulletsHeading>
          {section.bullets[lang].map((bullet, b) => (
            <BulletTextarea
              key={b}
              label={`${c.bullet(n, b + 1)}${suffix(lang)}`}
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
              removeLabel={`${c.removeBullet(n, b + 1)}${suffix(lang)}`}
            />
          ))}
          <button
            type="button"
            className="hp-btn hp-btn--small hp-btn--secondary"
            onClick={() => setBullets(lang, [...section.bullets[lang], ''])}
          >
            {c.addBullet}
            {suffix(lang)}
          </button>
        </div>
      ))}
      <ImageField
        label={c.image(n)}
        file={section.imageFile}
        currentUrl={section.removeImage ? null : section.imageUrl}
        invalidMessage={a.fields.sectionImageInvalid}
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
      {children}
      {onRemove && (
        <button type="button" className="hp-btn hp-btn--danger-ghost" onClick={onRemove}>
          {c.remove(n)}
        </button>
      )}
    </fieldset>
  );
}

import type { Lang } from '../api/types';
import { BulletTextarea, ImageField, TextAreaField, TextField } from './fields';
import type { SectionDraft } from './section-model';

const LANG_NAME: Record<Lang, string> = { how: 'English', paano: 'Tagalog' };

interface Props {
  index: number;
  section: SectionDraft;
  /** The languages edited here: both in the create form, one in the editor. */
  langs: Lang[];
  onChange(section: SectionDraft): void;
  /** Absent when the section may not be removed (the last one in the create form). */
  onRemove?: () => void;
}

/** One section: heading per language, the paragraph checkbox, bullets, an optional image. */
export function SectionEditor({ index, section, langs, onChange, onRemove }: Props) {
  const n = index + 1;
  const paragraph = langs.every((l) => section.paragraph[l]);
  const suffix = (lang: Lang) => (langs.length > 1 ? ` (${LANG_NAME[lang]})` : '');

  const setParagraph = (value: boolean) => {
    const next = { ...section.paragraph };
    for (const l of langs) next[l] = value;
    onChange({ ...section, paragraph: next });
  };
  const setBullets = (lang: Lang, bullets: string[]) => onChange({ ...section, bullets: { ...section.bullets, [lang]: bullets } });

  return (
    <fieldset className="hp-section">
      <legend>Section {n}</legend>
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
      <div className="hp-check">
        <input
          id={`${section.key}-paragraph`}
          type="checkbox"
          checked={paragraph}
          onChange={(e) => setParagraph(e.target.checked)}
        />
        <label htmlFor={`${section.key}-paragraph`}>Section {n} is a paragraph (key insight, marked [p])</label>
      </div>
      {langs.map((lang) => (
        <div className="hp-bullets" key={`b-${lang}`}>
          <h4>
            Bullets{suffix(lang)}
          </h4>
          {section.bullets[lang].map((bullet, b) => (
            <BulletTextarea
              key={b}
              label={`Section ${n} bullet ${b + 1}${suffix(lang)}`}
              lang={lang === 'paano' ? 'fil' : 'en'}
              value={bullet}
              onChange={(value) => setBullets(lang, section.bullets[lang].map((x, i) => (i === b ? value : x)))}
              onRemove={
                section.bullets[lang].length > 1 ? () => setBullets(lang, section.bullets[lang].filter((_, i) => i !== b)) : undefined
              }
              removeLabel={`Remove section ${n} bullet ${b + 1}${suffix(lang)}`}
            />
          ))}
          <button type="button" className="hp-btn hp-btn--small hp-btn--secondary" onClick={() => setBullets(lang, [...section.bullets[lang], ''])}>
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
      {onRemove && (
        <button type="button" className="hp-btn hp-btn--danger-ghost" onClick={onRemove}>
          Remove section {n}
        </button>
      )}
    </fieldset>
  );
}

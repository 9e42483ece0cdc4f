import './editor-extras.css';
import { useId } from 'react';
import type { Lang } from '../../api/types';
import { CheckField } from '../fields/CheckField';
import { useEditorTexts } from './texts';

interface Props {
  /** 'header' or the section's number. */
  image: 'header' | number;
  /** The languages edited here: both in the create form, one in the editor. */
  langs: Lang[];
  alt: Partial<Record<Lang, string>>;
  decorative: boolean;
  onAlt(lang: Lang, value: string): void;
  onDecorative(value: boolean): void;
}

/**
 * The alt text of one image per edited language, or the "decorative" mark (issue 12 item 6), all
 * labelled in the admin's language (issue 39); each field takes text in its own language.
 */
export function ImageAltField({ image, langs, alt, decorative, onAlt, onDecorative }: Props) {
  const id = useId();
  const t = useEditorTexts();
  const imageName = (c: typeof t) => (image === 'header' ? c.alt.headerImage : c.alt.sectionImage(image));
  return (
    <div className="hp-alt">
      {!decorative &&
        langs.map((lang) => {
          const c = t;
          return (
            <div className="hp-field" key={lang}>
              <label htmlFor={`${id}-alt-${lang}`}>
                {c.alt.label(imageName(c), c.langName[lang])}{' '}
                <span className="hp-required" aria-hidden="true">
                  *
                </span>
              </label>
              <input
                id={`${id}-alt-${lang}`}
                type="text"
                lang={lang === 'paano' ? 'fil' : 'en'}
                value={alt[lang] ?? ''}
                required
                onChange={(e) => onAlt(lang, e.target.value)}
                aria-describedby={`${id}-hint-${lang}`}
              />
              <p className="hp-hint" id={`${id}-hint-${lang}`}>
                {c.alt.hint}
              </p>
            </div>
          );
        })}
      <CheckField label={t.alt.decorative(imageName(t))} checked={decorative} onChange={onDecorative} />
    </div>
  );
}

import './editor-extras.css';
import { useId } from 'react';

interface Props {
  /** e.g. "Header image" or "Section 2 image" */
  image: string;
  languageName: string;
  lang: string;
  alt: string;
  decorative: boolean;
  onAlt(value: string): void;
  onDecorative(value: boolean): void;
}

/** The alt text of one image in the edited language, or the "decorative" mark (issue 12 item 6). */
export function ImageAltField({ image, languageName, lang, alt, decorative, onAlt, onDecorative }: Props) {
  const id = useId();
  return (
    <div className="hp-alt">
      {!decorative && (
        <div className="hp-field">
          <label htmlFor={`${id}-alt`}>
            {image} description ({languageName} alt text) <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-alt`}
            type="text"
            lang={lang}
            value={alt}
            required
            onChange={(e) => onAlt(e.target.value)}
            aria-describedby={`${id}-hint`}
          />
          <p className="hp-hint" id={`${id}-hint`}>
            What the image shows, for readers who cannot see it and for search engines.
          </p>
        </div>
      )}
      <div className="hp-check">
        <input id={`${id}-decorative`} type="checkbox" checked={decorative} onChange={(e) => onDecorative(e.target.checked)} />
        <label htmlFor={`${id}-decorative`}>{image} is decorative (no description needed)</label>
      </div>
    </div>
  );
}

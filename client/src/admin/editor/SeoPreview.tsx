import './editor-extras.css';
import type { Lang } from '../../api/types';
import { useEditorTexts } from './texts';

/** Length budgets of what search results and social cards show before cutting (issue 12 item 6). */
export const TITLE_BUDGET = 60;
export const DESCRIPTION_BUDGET = 155;

function Counter({ label, length, budget }: { label: string; length: number; budget: number }) {
  const t = useEditorTexts().seo;
  const over = length > budget;
  return (
    <p className={over ? 'hp-counter hp-counter--over' : 'hp-counter'} aria-live="polite">
      {t.counter(label, length, budget)}
      {over ? t.over(length - budget) : ''}
    </p>
  );
}

function cut(text: string, budget: number): string {
  const chars = [...text];
  return chars.length > budget
    ? `${chars
        .slice(0, budget - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

interface Props {
  lang: Lang;
  title: string;
  /** The meta description, else the header description (what the page's head uses). */
  description: string;
  /** The public path the guide would have, e.g. /financial-tips/how-to-save. */
  path: string;
  imageUrl: string | null;
}

/** A search-result and a social-card preview of the title and description, with their budgets. */
export function SeoPreview({ lang, title, description, path, imageUrl }: Props) {
  const t = useEditorTexts().seo;
  const origin = typeof window === 'undefined' ? '' : window.location.host;
  const htmlLang = lang === 'paano' ? 'fil' : 'en';
  const titleLength = [...title].length;
  const descriptionLength = [...description].length;
  return (
    <section className="hp-seo" aria-label={t.title}>
      <h3 className="hp-subtitle">{t.title}</h3>
      <Counter label={t.titleCounter} length={titleLength} budget={TITLE_BUDGET} />
      <Counter label={t.descriptionCounter} length={descriptionLength} budget={DESCRIPTION_BUDGET} />
      <div className="hp-seo__result" lang={htmlLang} data-testid="seo-search-preview">
        <span className="hp-seo__url">
          {origin}
          {path}
        </span>
        <span className="hp-seo__title">{cut(title || t.untitled, TITLE_BUDGET)}</span>
        <span className="hp-seo__desc">{cut(description, DESCRIPTION_BUDGET)}</span>
      </div>
      <div className="hp-seo__card" lang={htmlLang} data-testid="seo-social-preview">
        {imageUrl ? <img src={imageUrl} alt="" /> : <div className="hp-seo__noimage">{t.noHeaderImage}</div>}
        <div className="hp-seo__cardtext">
          <span className="hp-seo__url">{origin}</span>
          <span className="hp-seo__title">{cut(title || t.untitled, TITLE_BUDGET)}</span>
          <span className="hp-seo__desc">{cut(description, 100)}</span>
        </div>
      </div>
    </section>
  );
}

import { useAdminTexts } from './admin-lang';

/** The formatting language of SPEC §5, as the administrator needs to know it (in the admin's language). */
export function FormattingGuide({ sticky = false }: { sticky?: boolean }) {
  const t = useAdminTexts().formatting;
  return (
    <aside className={`hp-card hp-guide${sticky ? ' hp-guide--sticky' : ''}`} aria-labelledby="hp-formatting-guide">
      <h2 id="hp-formatting-guide">{t.title}</h2>
      <dl className="hp-guide__list">
        <dt>
          <code>**{t.bold}**</code>
        </dt>
        <dd>
          <strong>{t.bold}</strong>
        </dd>
        <dt>
          <code>*{t.italic}*</code>
        </dt>
        <dd>
          <em>{t.italic}</em>
        </dd>
        <dt>
          <code>`{t.code}`</code>
        </dt>
        <dd>
          <code>{t.code}</code>
        </dd>
        <dt>{t.blankLine}</dt>
        <dd>{t.newParagraph}</dd>
        <dt>{t.lineBreak}</dt>
        <dd>{t.breaksLine}</dd>
        <dt>
          <code>[20px {t.fontSizeWords}]</code> {t.or} <code>/20px {t.fontSizeWords}/</code>
        </dt>
        <dd>
          {t.fontSize} <code>16px</code>)
        </dd>
        <dt>
          <code>[text](url)</code>
        </dt>
        <dd>
          {t.link} <code>https://</code> {t.linkRule} <code>/</code>
        </dd>
        <dt>
          <code>[p]</code> {t.atHeadingStart}
        </dt>
        <dd>{t.keyInsight}</dd>
        <dt>
          <code>• {t.item}</code> {t.or} <code>- {t.item}</code>
        </dt>
        <dd>{t.bullet}</dd>
      </dl>
      <p className="hp-hint">{t.stripped}</p>
    </aside>
  );
}

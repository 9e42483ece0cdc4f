/** The formatting language of SPEC §5, as the administrator needs to know it. */
export function FormattingGuide({ sticky = false }: { sticky?: boolean }) {
  return (
    <aside className={`hp-card hp-guide${sticky ? ' hp-guide--sticky' : ''}`} aria-labelledby="hp-formatting-guide">
      <h2 id="hp-formatting-guide">Formatting guide</h2>
      <dl className="hp-guide__list">
        <dt>
          <code>**bold**</code>
        </dt>
        <dd>
          <strong>bold</strong>
        </dd>
        <dt>
          <code>*italic*</code>
        </dt>
        <dd>
          <em>italic</em>
        </dd>
        <dt>
          <code>`code`</code>
        </dt>
        <dd>
          <code>code</code>
        </dd>
        <dt>blank line</dt>
        <dd>starts a new paragraph</dd>
        <dt>single line break</dt>
        <dd>breaks the line</dd>
        <dt>
          <code>[20px words]</code> or <code>/20px words/</code>
        </dt>
        <dd>
          sets the font size (the bullet toolbar wraps a selection, default <code>16px</code>)
        </dd>
        <dt>
          <code>[text](url)</code>
        </dt>
        <dd>
          a link; <code>https://</code> is added unless it starts with http(s) or <code>/</code>
        </dd>
        <dt>
          <code>[p]</code> at the start of a heading
        </dt>
        <dd>makes the section a key-insight paragraph (the paragraph checkbox does it for you)</dd>
        <dt>
          <code>• item</code> or <code>- item</code>
        </dt>
        <dd>a bullet; indent a line with two spaces (Tab) for a sub-point</dd>
      </dl>
      <p className="hp-hint">Angle brackets and braces are removed when the text is shown.</p>
    </aside>
  );
}

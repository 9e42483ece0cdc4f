import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '../shared/links';
import { useT } from '../i18n/i18n';

/**
 * The search form of the header, the mobile menu, the dead-end help and (hero) the home page:
 * navigates to /{slug of the text}. action and name: without JavaScript the browser asks
 * /search?q=..., which the server answers the same way. The header's forms empty themselves after
 * a search; the home's keeps what was asked.
 */
export function SearchForm({ id, hero = false, onDone }: { id: string; hero?: boolean; onDone?: () => void }) {
  const navigate = useNavigate();
  const t = useT();
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const path = searchPath(text);
    if (!path) return;
    if (!hero) setText('');
    onDone?.();
    void navigate(path);
  }
  return (
    <form className={hero ? 'hero-search' : 'search-form'} role="search" action="/search" method="get" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t.searchGuides}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={hero ? t.homeSearchPlaceholder : t.searchPlaceholder}
        autoComplete="off"
        enterKeyHint={hero ? undefined : 'search'}
      />
      <button type="submit" className="btn btn-primary">
        {t.search}
      </button>
    </form>
  );
}

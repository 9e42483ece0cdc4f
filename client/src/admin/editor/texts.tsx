import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '../../api/types';
import { editorEn, type EditorCatalogue } from '../../i18n/editor-en';
import { editorFil } from '../../i18n/editor-fil';
import { formatSiteTime } from '../../shared/site-time';

/**
 * The issue-12 editor texts in the language of the screen (docs/api.md, "Admin language"): the Tagalog
 * editor shows them in Filipino, every other admin screen in English.
 */
export function editorTexts(lang: Lang): EditorCatalogue {
  return lang === 'paano' ? editorFil : editorEn;
}

const EditorTextsContext = createContext<EditorCatalogue>(editorEn);

/** Everything inside speaks the language of the edited version. */
export function EditorTextsProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <EditorTextsContext.Provider value={editorTexts(lang)}>{children}</EditorTextsContext.Provider>;
}

export function useEditorTexts(): EditorCatalogue {
  return useContext(EditorTextsContext);
}

/** A date and time as the catalogue's language writes them. */
export function formatWhen(t: EditorCatalogue, iso: string): string {
  return formatSiteTime(iso, t.locale);
}

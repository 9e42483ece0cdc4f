import type { Lang } from '../../api/types';
import { editorEn, type EditorCatalogue } from '../../i18n/editor-en';
import { editorFil } from '../../i18n/editor-fil';
import { formatSiteTime } from '../../shared/site-time';
import { useAdminLang, type AdminLang } from '../admin-lang';

/**
 * The issue-12 editor texts (save state, restore banner, sign-in and conflict dialogs, publishing,
 * history, alt text, search preview) in the admin's language (docs/api.md, "Admin language"): the
 * owner's one choice for every admin screen (issue 39), whichever version of a guide is edited.
 */
export function editorTextsIn(lang: AdminLang): EditorCatalogue {
  return lang === 'fil' ? editorFil : editorEn;
}

/** The catalogue of a content language's own interface language (paano → Filipino). */
export function editorTexts(lang: Lang): EditorCatalogue {
  return editorTextsIn(lang === 'paano' ? 'fil' : 'en');
}

export function useEditorTexts(): EditorCatalogue {
  return editorTextsIn(useAdminLang().lang);
}

/** A date and time as the catalogue's language writes them. */
export function formatWhen(t: EditorCatalogue, iso: string): string {
  return formatSiteTime(iso, t.locale);
}

import { createContext, useContext } from 'react';
import type { Lang } from '../api/types';
import { en, type Catalogue } from './en';
import { fil } from './fil';

/**
 * The interface language of a page: 'en' or 'fil' (the <html lang> value). Content languages are
 * SPEC's how/paano; uiLang maps one to the other.
 */
export type UiLang = 'en' | 'fil';

const CATALOGUES: Record<UiLang, Catalogue> = { en, fil };

export function messages(lang: UiLang): Catalogue {
  return CATALOGUES[lang];
}

export function uiLang(lang: Lang): UiLang {
  return lang === 'paano' ? 'fil' : 'en';
}

export function contentLang(lang: UiLang): Lang {
  return lang === 'fil' ? 'paano' : 'how';
}

/** The page's language, decided by the matched route's head (PublicLayout provides it). */
export const UiLangContext = createContext<UiLang>('en');

export function useUiLang(): UiLang {
  return useContext(UiLangContext);
}

/** The catalogue of the page's language. */
export function useT(): Catalogue {
  return messages(useUiLang());
}

export type { Catalogue };

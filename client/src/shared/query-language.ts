import type { UiLang } from '../i18n/i18n';

/**
 * Words that only a Filipino (Tagalog) query holds: question words, markers and the verbs readers
 * type most. Words shared with English ("at", "a", "may", "na" in loanwords) are left out, so a
 * query counts as Filipino only when it clearly is.
 */
const FILIPINO = new Set(
  (
    'paano ano anong bakit saan kailan sino alin ilan magkano gaano ' +
    'ang ng mga sa si ni kay nang ay ba po ito iyan iyon yung yun ' +
    'ko mo niya namin natin nila ako ikaw siya kami tayo sila ' +
    'para kung hindi wala walang may mayroon meron dapat pwede puwede gusto kailangan ' +
    'gumawa gawin magluto mag-ipon makatipid gumagana magsimula matuto maging ' +
    'pera negosyo trabaho kalusugan bahay tubig pagkain sakit gamot bata ' +
    'lang lamang din rin pa naman talaga mas pinaka'
  ).split(/\s+/),
);

/** Words that only an English query holds. */
const ENGLISH = new Set(
  (
    'how what why where when who which the to and of for in on with is are my your you ' +
    'do does can should from into about make start learn best way ways'
  ).split(/\s+/),
);

/**
 * The language a query is clearly written in: 'fil' when it holds more Filipino-only words than
 * English-only ones, 'en' when the reverse, null when neither (no such words, or as many of each).
 */
export function detectQueryLanguage(query: string): UiLang | null {
  let filipino = 0;
  let english = 0;
  for (const word of query.toLowerCase().split(/[^\p{L}\p{N}-]+/u)) {
    if (!word) continue;
    if (FILIPINO.has(word)) filipino++;
    else if (ENGLISH.has(word)) english++;
  }
  if (filipino > english) return 'fil';
  if (english > filipino) return 'en';
  return null;
}

/**
 * The interface language of a search page (docs/languages-offline.md): Filipino when the query is clearly
 * Filipino — it holds more Filipino-only words than English-only ones, at least one — else English.
 */
export function queryLanguage(query: string): UiLang {
  return detectQueryLanguage(query) ?? 'en';
}

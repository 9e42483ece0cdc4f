import type { ImportCatalogue } from './import-en';

/** The import and export screen in Filipino (same keys as import-en.ts). */
export const importFil: ImportCatalogue = {
  locale: 'fil',
  navLink: 'Mag-import / Mag-export',
  title: 'Paglipat papasok at palabas',
  importTitle: 'Mag-import mula sa WordPress o Blogger',
  importHint:
    'Piliin ang export file: WordPress (Tools → Export → All content, kasama ang Polylang para sa dalawang wika) o Blogger (Settings → Back up content). Walang isusulat hangga’t hindi mo kinukumpirma. Ang mga larawan ay ini-import sa command line (npm run import -- FILE --media-dir DIR).',
  fileLabel: 'Export file (.xml)',
  check: 'Suriin ang file',
  checking: 'Sinusuri…',
  noFile: 'Pumili muna ng file.',
  summary: (guides: number, unchanged: number) =>
    `${guides} gabay ang ii-import${unchanged ? `, ${unchanged} ang na-import na dati (hindi babaguhin)` : ''}.`,
  nothingNew: 'Na-import na dati ang lahat ng nasa file na ito: walang mababago kung i-import muli.',
  guidesHeading: 'Mga gabay',
  bilingual: 'Ingles at Filipino',
  singleLanguage: 'Isang wika, may markang isasalin',
  privacy: {
    private: 'Pribado sa lumang site: ini-import bilang draft',
    password: 'May password sa lumang site: ini-import bilang draft',
  },
  heldBack: (lang, why) =>
    `Hindi inilabas ang bersiyong ${lang === 'how' ? 'Ingles' : 'Filipino'} (${{ private: 'pribado', password: 'may password', draft: 'draft pa', scheduled: 'naka-iskedyul' }[why]}): naghihintay ito bilang hindi pa nase-save na draft sa editor, hindi pampubliko`,
  notKept: (d) =>
    `Hindi itinago (walang lugar dito): ${d.tags} tag, ${d.categories} karagdagang kategorya, ${d.comments} komento${d.sticky ? ', ang sticky na marka' : ''}`,
  counts: (c) =>
    `${c.pairs} pares na dalawang wika, ${c.single} post na isang wika; ${c.published} nakalathala, ${c.drafts} draft, ${c.scheduled} naka-iskedyul, ${c.private} pribadong post na hindi inilabas; ${c.images} larawan, ${c.redirects} redirect.`,
  languageOf: (title: string) => `Wika ng “${title}”`,
  guessed: 'hinula mula sa teksto',
  langName: { how: 'Ingles', paano: 'Filipino' },
  status: { published: 'Nakalathala', draft: 'Draft', scheduled: 'Nakaiskedyul' },
  state: { new: 'Bago', unchanged: 'Na-import na dati' },
  noCategory: 'Walang kategorya',
  keptAsText: 'Itinago bilang teksto',
  missingImages: 'Mga larawang hindi naisama',
  oldAddresses: (n: number) => `${n} lumang address ang ire-redirect dito`,
  categoriesHeading: 'Mga kategorya',
  categoryState: { new: 'bago', existing: 'mayroon na' },
  skippedHeading: 'Hindi isinama',
  skipReason: { page: 'pahina, hindi post', trashed: 'nasa basurahan', unfinished: 'hindi natapos (auto-draft)' },
  skippedRedirectsHeading: 'Mga lumang address na hindi ire-redirect',
  redirectWhy: {
    reserved: 'isa sa mga sariling pahina ng site na ito',
    admin: 'address ng admin',
    guide: 'sariling address ng ibang gabay',
    taken: 'naka-redirect na sa ibang gabay',
  },
  confirm: (n: number) => `I-import ang ${n} gabay`,
  importing: 'Nag-iimport…',
  progress: (done: number, total: number) => `${done} sa ${total} gabay`,
  done: (n: number) => `Na-import ang ${n} gabay. Ang mga lumang address nila ay papunta na sa kanila.`,
  failed: 'Nabigo ang pag-import; walang nabago sa site.',
  toDashboard: 'Bumalik sa dashboard',
  exportTitle: 'I-export ang lahat',
  exportHint:
    'Isang WordPress file (WXR) na may dalawang wikang magkapares gaya ng sa Polylang, mga kategorya at ranggo, mga source at address ng mga larawan.',
  withRevisions: 'Isama ang mga rebisyon',
  download: 'I-download ang export',
  downloading: 'Inihahanda…',
  failedRequest: 'Nabigo ang request. Pakisubukang muli.',
  badFile: 'Hindi ma-import ang file na ito: hindi ito export ng WordPress o Blogger, o sira ito.',
  tooLarge: 'Lampas sa 100 MB ang file; mag-export ng mas kaunting post bawat beses.',
  busy: 'May pag-import na tumatakbo; hintaying matapos ito.',
};

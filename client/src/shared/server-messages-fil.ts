/**
 * The server's messages in Filipino, for a Filipino admin screen (issue 39 item 1). The server answers in
 * English, SPEC's exact texts, to every client; the admin's HTTP layer (api/http.ts) passes each text of
 * an error answer through serverMessageFil while the owner's admin language is Filipino. A text not known
 * here stays as it came. `src/common/server-messages-fil.spec.ts` runs every message an owner can meet
 * through it, so a new server message without its Filipino fails the unit tests.
 */

const LANGUAGE: Record<string, string> = { English: 'Ingles', Tagalog: 'Filipino' };

/** Texts whose words never change. */
const EXACT: Record<string, string> = {
  // Sign-in and the account
  'No active account found with the given credentials': 'Walang aktibong account na tugma sa ibinigay na username at password.',
  'Authentication credentials were not provided.': 'Kailangang naka-sign in ka.',
  'Given token not valid for any token type': 'Hindi na valid ang iyong pag-sign in. Mag-sign in muli.',
  'This field is required.': 'Kailangan ang field na ito.',
  'This field may not be blank.': 'Hindi maaaring blangko ang field na ito.',
  'Not a valid string.': 'Hindi ito valid na teksto.',
  'Sign in with a JSON body (Content-Type: application/json).': 'Mag-sign in gamit ang JSON (Content-Type: application/json).',
  'Sign-in is accepted from this site only.': 'Tinatanggap lang ang pag-sign in mula sa site na ito.',
  'Choose en (English) or fil (Filipino).': 'Piliin ang en (Ingles) o fil (Filipino).',
  'This address is not open.': 'Hindi bukas ang address na ito.',
  'Enter the 6-digit code from your authenticator app, or a recovery code.':
    'Ilagay ang 6 na numerong code mula sa iyong authenticator app, o isang recovery code.',
  'That code is not valid. Enter the current code from your authenticator app, or an unused recovery code.':
    'Hindi valid ang code na iyan. Ilagay ang kasalukuyang code mula sa iyong authenticator app, o isang hindi pa nagagamit na recovery code.',
  'The current password is not correct.': 'Hindi tama ang kasalukuyang password.',
  'Start setting up two-factor sign-in first.': 'Simulan muna ang pag-set up ng two-factor na pag-sign in.',
  // Guides
  'Both English and Tagalog titles are required': 'Kailangan ang pamagat sa Ingles at sa Filipino.',
  'Category is required': 'Kailangan ang kategorya.',
  'Please select a category': 'Pumili ng kategorya.',
  'Both Category (How) and Category (Paano) are required': 'Kailangan ang pangalan ng kategorya sa Ingles (How) at sa Filipino (Paano).',
  'This guide was changed by another save since you opened it. Reload to see the newest version.':
    'Nabago ang gabay na ito ng ibang pag-save mula nang buksan mo ito. I-reload para makita ang pinakabagong bersiyon.',
  'Unknown category.': 'Hindi kilala ang kategoryang ito.',
  'Status must be one of draft, published, archived.': 'Ang status ay dapat draft, published o archived.',
  'Title must be at most 255 characters.': 'Hanggang 255 na titik lang ang pamagat.',
  'Source links must be web addresses (http:// or https://).': 'Dapat web address (http:// o https://) ang mga link ng sanggunian.',
  'Source links must be at most 2000 characters.': 'Hanggang 2000 na titik lang ang bawat link ng sanggunian.',
  'Sources must be a list of links.': 'Dapat listahan ng mga link ang mga sanggunian.',
  'Sections must be a list of sections.': 'Dapat listahan ng mga seksiyon ang mga seksiyon.',
  'Version must be a whole number.': 'Dapat buong numero ang bersiyon.',
  'A guide can have at most 200 sections.': 'Hanggang 200 seksiyon lang ang isang gabay.',
  'A guide can have at most 100 sources.': 'Hanggang 100 sanggunian lang ang isang gabay.',
  'Not found.': 'Hindi nahanap.',
  'Content not found': 'Hindi nahanap ang nilalaman',
  'Revision not found.': 'Hindi nahanap ang rebisyon.',
  'Each thing needed must have its name (item).': 'Dapat may pangalan (item) ang bawat kakailanganin.',
  'Difficulty must be one of easy, medium, hard.': 'Ang hirap ay dapat easy, medium o hard.',
  'at_a_glance must be an object (time_minutes, time_max_minutes, cost_min, cost_max, difficulty).':
    'Dapat object ang at_a_glance (time_minutes, time_max_minutes, cost_min, cost_max, difficulty).',
  'publish_at must be a date and time (ISO 8601).': 'Dapat petsa at oras (ISO 8601) ang publish_at.',
  'The publication time must be in the future.': 'Dapat nasa hinaharap ang oras ng paglalathala.',
  'This guide is already published. Unpublish it first to schedule it.':
    'Nakalathala na ang gabay na ito. Alisin muna ito sa pagkakalathala bago i-iskedyul.',
  'form must be an object.': 'Dapat object ang form.',
  'base_version must be a whole number.': 'Dapat buong numero ang base_version.',
  'The language must be how or paano.': 'Ang wika ay dapat how o paano.',
  // Categories
  'Category not found': 'Hindi nahanap ang kategorya',
  'Send rankings as a list of {category_id, rank}.': 'Ipadala ang mga ranggo bilang listahan ng {category_id, rank}.',
  'Each ranking needs a numeric category_id.': 'Kailangan ng bawat ranggo ang numerong category_id.',
  // Images
  'Images must be at most 10 MB.': 'Hanggang 10 MB lang ang bawat larawan.',
  'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.': 'JPEG, PNG, WebP, GIF o AVIF na larawan lang ang tinatanggap.',
  'Images must be at most 40 megapixels.': 'Hanggang 40 megapixel lang ang bawat larawan.',
  'At most 30 images can be sent at once.': 'Hanggang 30 larawan lang ang maipapadala nang sabay-sabay.',
  'The request is too large.': 'Masyadong malaki ang ipinadala.',
  'The image store is not answering right now, so images cannot be shown or saved. Please try again in a moment.':
    'Hindi sumasagot ngayon ang imbakan ng mga larawan, kaya hindi maipakita o mai-save ang mga ito. Subukang muli maya-maya.',
  // Settings
  'Enter the site name.': 'Ilagay ang pangalan ng site.',
  'Enter a valid e-mail address.': 'Maglagay ng valid na e-mail address.',
  'Enter a full web address starting with https://.': 'Maglagay ng buong web address na nagsisimula sa https://.',
  'Enter the AdSense publisher id: ca-pub- followed by 16 digits.':
    'Ilagay ang AdSense publisher ID: ca-pub- na sinusundan ng 16 na numero.',
  'Enter the ad unit id: digits only.': 'Ilagay ang ad unit ID: mga numero lang.',
  'Enter a whole number from 0 to 20.': 'Maglagay ng buong numero mula 0 hanggang 20.',
  'Enter host names such as shopee.ph (at most 50).': 'Maglagay ng mga host name gaya ng shopee.ph (hanggang 50).',
  'Enter the measurement id: G- followed by letters and digits.': 'Ilagay ang measurement ID: G- na sinusundan ng mga titik at numero.',
  'Enter the code only: letters, digits, - and _.': 'Ang code lang ang ilagay: mga titik, numero, - at _.',
  'Enter a whole number of months from 1 to 120.': 'Maglagay ng buong bilang ng buwan mula 1 hanggang 120.',
  'Must be true or false.': 'Dapat true o false.',
  'Send base_revision: the revision the form was loaded from.': 'Ipadala ang base_revision: ang rebisyong pinagmulan ng form.',
  'The settings were changed elsewhere since you opened them: reload to see the latest, then save again.':
    'Nabago ang mga setting sa ibang lugar mula nang buksan mo ang mga ito: i-reload para makita ang pinakabago, saka i-save muli.',
  // Readers
  'days must be 7, 30 or 90.': 'Ang days ay dapat 7, 30 o 90.',
  // Import and export
  'The file declares a DOCTYPE; an export from WordPress or Blogger has none, and entities are refused (entity bomb protection).':
    'May DOCTYPE ang file; walang ganito ang export ng WordPress o Blogger, at tinatanggihan ang mga entity (proteksiyon laban sa entity bomb).',
  'Choose a WordPress (WXR) or Blogger (Atom) export file.': 'Pumili ng export file ng WordPress (WXR) o Blogger (Atom).',
  'No such import.': 'Walang ganitong import.',
  'An import is already running; wait for it to finish.': 'May tumatakbo nang import; hintaying matapos ito.',
  'the database refused one of the writes. The server log names the kind of error; try again, and if it fails again, run the import command for details.':
    'tinanggihan ng database ang isa sa mga isinulat. Nakasaad sa log ng server ang uri ng error; subukang muli, at kung mabigo ulit, patakbuhin ang import command para sa mga detalye.',
  'an unexpected error stopped it. The server log names the kind of error; try again, and if it fails again, run the import command for details.':
    'pinahinto ito ng hindi inaasahang error. Nakasaad sa log ng server ang uri ng error; subukang muli, at kung mabigo ulit, patakbuhin ang import command para sa mga detalye.',
  'the server stopped while it ran.': 'huminto ang server habang tumatakbo ito.',
  'The archive is damaged (not a complete .tar.gz); nothing was imported. Download the export again.':
    'Sira ang archive (hindi buong .tar.gz); walang na-import. I-download muli ang export.',
  'The .tar.gz is not a HowPaano export (no manifest.json naming one); nothing was imported. A backup is restored with npm run restore, not imported.':
    'Hindi export ng HowPaano ang .tar.gz (walang manifest.json na nagsasabi nito); walang na-import. Ang backup ay ibinabalik gamit ang npm run restore, hindi ini-import.',
  'The archive was written by a newer HowPaano; update this site first. Nothing was imported.':
    'Isinulat ang archive ng mas bagong HowPaano; i-update muna ang site na ito. Walang na-import.',
  'The archive holds no howpaano.xml; nothing was imported.': 'Walang howpaano.xml ang archive; walang na-import.',
  // Reviewers (issue 38)
  'A reviewer needs a name.': 'Kailangan ng pangalan ang tagasuri.',
  'Reviewer not found': 'Hindi nahanap ang tagasuri',
  'Unknown reviewer.': 'Hindi kilalang tagasuri.',
  'Last reviewed must be a date (YYYY-MM-DD).': 'Dapat petsa (YYYY-MM-DD) ang huling pagsuri.',
  'Last reviewed cannot be in the future.': 'Hindi maaaring nasa hinaharap ang huling pagsuri.',
};

/** Texts with a value inside: the pattern, and the Filipino built from what it caught. */
const PATTERNS: [RegExp, (...caught: string[]) => string][] = [
  [/^Ensure this field has no more than (\d+) characters\.$/, (n) => `Hanggang ${n} na titik lang ang field na ito.`],
  [
    /^Too many failed sign-in attempts\. Try again in (\d+) minutes?, or set a new password on the server with npm run admin:password \(it lifts the lock\)\.$/,
    (n) =>
      `Masyadong maraming maling pag-sign in. Subukang muli pagkalipas ng ${n} minuto, o magtakda ng bagong password sa server gamit ang npm run admin:password (inaalis nito ang lock).`,
  ],
  [
    /^Too many wrong codes: two-factor sign-in is locked for (\d+) minutes?\. Or set a new password on the server with npm run admin:password \(it lifts the lock\)\.$/,
    (n) =>
      `Masyadong maraming maling code: naka-lock ang two-factor na pag-sign in nang ${n} minuto. O magtakda ng bagong password sa server gamit ang npm run admin:password (inaalis nito ang lock).`,
  ],
  [
    /^This reviewer is picked on (\d+) guides?\. Pick another reviewer \(or none\) on (?:it|them) first\.$/,
    (n) => `Napili ang tagasuring ito sa ${n} na gabay. Pumili muna ng ibang tagasuri (o wala) sa mga iyon.`,
  ],
  [/^(.+) must be valid JSON\.$/, (f) => `Dapat valid na JSON ang ${f}.`],
  [/^(.+) must be an object of text fields\.$/, (f) => `Dapat object ng mga text field ang ${f}.`],
  [/^(.+) must be text\.$/, (f) => `Dapat teksto ang ${f}.`],
  [/^(.+) must be a list of text\.$/, (f) => `Dapat listahan ng teksto ang ${f}.`],
  [/^(.+) must be a list\.$/, (f) => `Dapat listahan ang ${f}.`],
  [/^(.+) can have at most (\d+) entries\.$/, (f, n) => `Hanggang ${n} lang ang laman ng ${f}.`],
  [/^(.+) entries must be at most (\d+) characters\.$/, (f, n) => `Hanggang ${n} na titik lang ang bawat laman ng ${f}.`],
  [/^(.+) must be a whole number of 0 or more\.$/, (f) => `Dapat buong numero na 0 o higit pa ang ${f}.`],
  [/^The (.+) range must not end below its start\.$/, (f) => `Hindi dapat mas mababa ang dulo ng ${f} kaysa sa simula nito.`],
  [
    /^Describe the header image in (English|Tagalog) \(alt text\), or mark it as decorative\.$/,
    (l) => `Ilarawan ang header image sa ${LANGUAGE[l]} (alt text), o markahan itong dekorasyon lang.`,
  ],
  [
    /^Describe the image of section (\d+) in (English|Tagalog) \(alt text\), or mark it as decorative\.$/,
    (n, l) => `Ilarawan ang larawan ng seksiyon ${n} sa ${LANGUAGE[l]} (alt text), o markahan itong dekorasyon lang.`,
  ],
  [/^Rank must be between (\d+) and (\d+)\.$/, (a, b) => `Ang ranggo ay dapat mula ${a} hanggang ${b}.`],
  [/^Category (\d+) is listed more than once\.$/, (id) => `Higit sa isang beses nakalista ang kategorya ${id}.`],
  [/^Unknown category id (\d+)\.$/, (id) => `Hindi kilala ang category id ${id}.`],
  [
    /^Each rank can be given to one category only\. Rank (\d+) is already given to (.+)\.$/,
    (rank, holder) => `Iisang kategorya lang ang maaaring bigyan ng bawat ranggo. Nakay ${holder} na ang ranggo ${rank}.`,
  ],
  [
    /^Each rank can be given to one category only\. Rank (\d+) was chosen for both (.+)\.$/,
    (rank, names) =>
      `Iisang kategorya lang ang maaaring bigyan ng bawat ranggo. Pinili ang ranggo ${rank} para sa ${names.replace(/ and /, ' at ')}.`,
  ],
  [/^The file is not well-formed XML \((.*)\)\.$/, (why) => `Hindi maayos na XML ang file (${why}).`],
  [
    /^The file is XML but neither a WordPress export \(WXR, <rss>\) nor a Blogger export \(Atom, <feed>\): its root is <(.*)>\.$/,
    (root) => `XML ang file pero hindi export ng WordPress (WXR, <rss>) o ng Blogger (Atom, <feed>): ang ugat nito ay <${root}>.`,
  ],
  [
    /^The file is larger than (\d+) MB; export fewer posts at a time\.$/,
    (n) => `Mas malaki sa ${n} MB ang file; mag-export ng mas kaunting post sa bawat pagkakataon.`,
  ],
  [
    /^The file nests elements more than (\d+) deep; an export from WordPress or Blogger never does, so it was not read\.$/,
    (n) =>
      `Lampas sa ${n} antas ang pagkakapatong ng mga element sa file; hindi ito ginagawa ng export ng WordPress o Blogger, kaya hindi ito binasa.`,
  ],
  [
    /^One post of the file holds more than ([\d,]+) elements; an export from WordPress or Blogger never does, so it was not read\.$/,
    (n) =>
      `May isang post sa file na may higit sa ${n} na element; hindi ito ginagawa ng export ng WordPress o Blogger, kaya hindi ito binasa.`,
  ],
  [
    /^Reading the file needs more than (\d+) MB of memory, more than an import may take from the site; export fewer posts at a time\.$/,
    (n) =>
      `Kailangan ng higit sa ${n} MB na memory para basahin ang file, higit sa maaaring kunin ng import sa site; mag-export ng mas kaunting post sa bawat pagkakataon.`,
  ],
  [
    /^The image path (.*) leads outside the media folder; nothing was imported\.$/,
    (src) => `Palabas sa media folder ang image path na ${src}; walang na-import.`,
  ],
  [
    /^The import failed and the site was left as it was: (.*)$/s,
    (why) => `Nabigo ang import at naiwang gaya ng dati ang site: ${serverMessageFil(why)}`,
  ],
  [/^The archive is larger than (\d+) GB; nothing was imported\.$/, (n) => `Mas malaki sa ${n} GB ang archive; walang na-import.`],
  [
    /^The archive unpacks to more than (\d+) MB; nothing was imported\. Export from the admin of the old site and import that file\.$/,
    (n) =>
      `Lampas sa ${n} MB ang archive kapag binuksan; walang na-import. Mag-export mula sa admin ng lumang site at i-import ang file na iyon.`,
  ],
  [
    /^The archive holds more than ([\d,]+) files; nothing was imported\.$/,
    (n) => `May higit sa ${n} na file ang archive; walang na-import.`,
  ],
  [
    /^The archive holds (.*), which a HowPaano export never does \(only howpaano\.xml, settings\.json, revisions\.jsonl, manifest\.json and media\/ images\); nothing was imported\.$/s,
    (name) =>
      `May ${name} ang archive, na hindi kailanman inilalagay ng export ng HowPaano (howpaano.xml, settings.json, revisions.jsonl, manifest.json at mga larawan sa media/ lang); walang na-import.`,
  ],
  [
    /^The archive's settings\.json cannot be used \((.*)\); nothing was imported\.$/,
    (why) => `Hindi magagamit ang settings.json ng archive (${why}); walang na-import.`,
  ],
  [
    /^Line (\d+) of the archive's revisions\.jsonl is not a revision list; nothing was imported\.$/,
    (n) => `Hindi listahan ng rebisyon ang linya ${n} ng revisions.jsonl ng archive; walang na-import.`,
  ],
];

/** The Filipino of a server message; a text not known here comes back as it is. */
export function serverMessageFil(text: string): string {
  const exact = EXACT[text];
  if (exact) return exact;
  for (const [pattern, build] of PATTERNS) {
    const caught = pattern.exec(text);
    if (caught) return build(...caught.slice(1));
  }
  return text;
}

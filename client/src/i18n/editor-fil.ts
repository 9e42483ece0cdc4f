import type { EditorCatalogue } from './editor-en';

/** The editor's issue-12 texts in Filipino (Tagalog): the same keys as editor-en.ts. */
export const editorFil: EditorCatalogue = {
  langName: { how: 'Ingles', paano: 'Filipino' },
  locale: 'fil-PH',

  saveState: {
    saved: 'Naitabi',
    saving: 'Itinatabi…',
    offline: 'Offline, nakatabi sa device na ito',
    signedOut: 'Naka-sign out, nakatabi sa device na ito',
    title: 'Itinatabi ang mga binago mo habang nagta-type; ang Save ang nag-a-update ng gabay.',
  },
  unsavedChanges: 'May hindi pa naise-save',

  logout: {
    title: 'Mag-log out at burahin ang mga hindi na-save?',
    body: 'Mabubura sa device na ito ang mga binago mo kapag nag-log out ka. Babalik ang mga naka-autosave na sa server (Naitabi) pagbukas mo ulit ng gabay na ito; mawawala ang mga ginawa nang offline.',
    confirm: 'Mag-log out at burahin',
    stay: 'Manatili',
  },

  restore: {
    region: 'Mga hindi na-save na pagbabago',
    kept: (when) => `Naitabi ang mga hindi na-save na pagbabago mula ${when}.`,
    older: 'Na-save muli ang gabay mula noon; kapag sine-save mo ang mga ito, ipapakita muna kung ano ang magkaiba.',
    restore: 'Ibalik ang mga pagbabago',
    discard: 'Itapon ang mga ito',
  },

  signIn: {
    title: 'Mag-sign in muli',
    body: 'Nag-expire na ang sign-in mo. Mag-sign in para makapag-save; nakatabi ang mga binago mo.',
    username: 'Username',
    password: 'Password',
    submit: 'Mag-sign in',
  },

  conflict: {
    title: 'May naunang nag-save',
    body: 'Na-save ang gabay na ito sa ibang lugar mula nang buksan mo ito. Piliin kung alin ang itatabi, bawat field, o itabi ang lahat ng sa iyo.',
    nothingDiffers: 'Walang binago ang kabilang save sa nakikita mo rito; maise-save ang mga binago mo nang ganito.',
    yours: 'Sa iyo',
    theirs: 'Ang kabilang save',
    empty: '(walang laman)',
    decideLater: 'Mamaya na magpasya',
    takeTheirs: 'Kunin ang sa kanila',
    saveMerged: 'I-save ang pinagsama',
    keepMine: 'Itabi ang sa akin (i-save sa ibabaw)',
    field: {
      title: 'Pamagat',
      slug: 'Slug ng URL',
      header_description: 'Paglalarawan sa header',
      introduction: 'Panimula',
      conclusion: 'Konklusyon',
      meta_keywords: 'Mga meta keyword',
      meta_description: 'Meta na paglalarawan',
      category: 'Kategorya',
      status: 'Katayuan',
      sections: 'Mga seksiyon',
      sources: 'Mga pinagkunan',
      needs: 'Mga kakailanganin',
      tips: 'Mga tip',
      warnings: 'Mga babala',
      video: 'Bidyo',
      at_a_glance: 'Sa isang tingin',
    },
  },

  create: {
    createAndPublish: 'Likhain at ilathala',
    publishing: 'Inilalathala…',
    hint: 'Inilalagay agad ng “Likhain at ilathala” ang gabay sa site, anuman ang nakasaad sa Status.',
  },

  publish: {
    region: 'Paglalathala',
    published: 'Nakalathala',
    scheduled: 'Nakaiskedyul',
    goesLive: (when) => `ilalathala sa ${when}`,
    draft: 'Borador',
    archived: 'Naka-archive',
    viewLive: 'Tingnan ang live na pahina',
    saveFirst:
      'Ang naka-save na gabay ang inilalathala: sine-save ng “I-save at ilathala” ang mga binago mo at inilalathala ang mga ito nang minsanan.',
    publishNow: 'Ilathala ngayon',
    saveAndPublish: 'I-save at ilathala',
    unpublish: 'Ihinto ang paglalathala',
    cancelSchedule: 'Kanselahin ang iskedyul',
    publishAt: (zone) => `Ilathala sa (oras sa ${zone})`,
    schedule: 'Iiskedyul',
    reschedule: 'Baguhin ang iskedyul',
    chooseDateTime: 'Pumili ng petsa at oras.',
    chooseFuture: 'Pumili ng oras sa hinaharap.',
  },

  history: {
    title: 'Kasaysayan',
    hint: 'Bawat save at paglalathala ay nag-iingat ng rebisyon ng dalawang wika (iniingatan ang pinakabagong 50).',
    current: 'Kasalukuyan',
    compare: 'Ihambing',
    restore: 'Ibalik',
    compareWith: 'Ihambing sa',
    currentGuide: 'Kasalukuyang gabay',
    previousRevision: 'Naunang rebisyon',
    thisRevision: 'Rebisyong ito',
    olderRevisions: 'Mas lumang mga rebisyon',
    noDifferences: 'Walang pagkakaiba.',
    restoreTitle: 'Ibalik ang rebisyong ito?',
    restoreMessage: (when) =>
      `Babalik ang teksto, mga seksiyon, mga pinagkunan at kategorya ng gabay sa dalawang wika sa rebisyon noong ${when}. Ise-save ang pagbabalik bilang bagong rebisyon; mapapalitan ang mga hindi na-save na pagbabago sa editor na ito. Hindi magbabago ang katayuan.`,
    restoreConfirm: 'Ibalik ang rebisyon',
    cancel: 'Huwag ituloy',
    restored: (when) => `Naibalik ang rebisyon noong ${when}.`,
    reason: { create: 'Nilikha', save: 'Na-save', publish: 'Inilathala', restore: 'Ibinalik' },
    firstVersion: 'Unang bersiyon',
    noChanges: 'Walang pagbabago',
    sections: 'Mga seksiyon',
    added: (n) => `${n} ang idinagdag`,
    removed: (n) => `${n} ang inalis`,
    reordered: 'iniba ang pagkakasunod',
    imagesChanged: 'binago ang mga larawan',
    changedIn: (n, language) => `${n} ang binago sa ${language}`,
    field: {
      title: 'pamagat',
      slug: 'slug ng URL',
      header_description: 'paglalarawan sa header',
      introduction: 'panimula',
      conclusion: 'konklusyon',
      meta_keywords: 'mga meta keyword',
      meta_description: 'meta na paglalarawan',
      header_image_alt: 'paglalarawan ng larawan sa header',
      needs: 'mga kakailanganin',
      tips: 'mga tip',
      warnings: 'mga babala',
      video: 'bidyo',
    },
    other: {
      status: 'Katayuan',
      publish_at: 'Iskedyul',
      category: 'Kategorya',
      header_image: 'Larawan sa header',
      sources: 'Mga pinagkunan',
      at_a_glance: 'Sa isang tingin',
    },
  },

  stale: {
    needsUpdate: 'Kailangang i-update',
    showChanges: 'Ipakita ang nabago',
    changedOn: (source, when) => `Nabago ang tekstong ${source} noong ${when}`,
    whatChanged: (source) => `Ang nabago sa tekstong ${source} mula nang huling i-update ang salin na ito:`,
    changesIn: (source) => `Mga pagbabago sa tekstong ${source}`,
    markUpToDate: 'Markahang napapanahon',
    markFailed: 'Hindi ito namarkahang napapanahon.',
    summary: (n, source, language) =>
      `${n === 1 ? '1 bahagi ang' : `${n} bahagi ang`} kailangang i-update: nabago ang tekstong ${source} mula nang huling i-update ang tekstong ${language} na ito.`,
  },

  alt: {
    headerImage: 'Larawan sa header',
    sectionImage: (n) => `Larawan ng seksiyon ${n}`,
    label: (image, language) => `Paglalarawan ng ${image.toLowerCase()} (alt text sa ${language})`,
    hint: 'Kung ano ang makikita sa larawan, para sa mga mambabasang hindi ito nakikita at para sa mga search engine.',
    decorative: (image) => `Pampaganda lang ang ${image.toLowerCase()} (hindi kailangan ng paglalarawan)`,
  },

  problems: {
    titleRequired: 'Kailangan ang pamagat',
    selectCategory: 'Pumili ng kategorya',
    headerAlt: (language) => `Ilarawan ang larawan sa header sa ${language} (alt text), o markahan itong pampaganda lang.`,
    sectionAlt: (n, language) => `Ilarawan ang larawan ng seksiyon ${n} sa ${language} (alt text), o markahan itong pampaganda lang.`,
    stepAlt: (section, step, language) => `Ilarawan ang larawan ng hakbang ${step} ng seksiyon ${section} sa ${language} (alt text).`,
  },

  seo: {
    title: 'Silip sa paghahanap at social media',
    titleCounter: 'Pamagat',
    descriptionCounter: 'Paglalarawan',
    counter: (label, length, budget) => `${label}: ${length} / ${budget} titik`,
    over: (n) => ` — ${n} ang sobra: puputulin ito sa mga resulta ng paghahanap`,
    untitled: '(walang pamagat)',
    noHeaderImage: 'Walang larawan sa header',
  },

  check: {
    title: 'Pagsusuri ng SEO',
    seoTitle: 'SEO title (opsyonal)',
    seoTitleHint:
      'Ang ipinapakita ng mga resulta ng paghahanap at ng mga share sa halip na ang pamagat. Iwanang blangko para gamitin ang pamagat.',
    status: { good: 'Maayos', warn: 'Mapapabuti', bad: 'Kailangang ayusin' },
    titleWidth: (px, budget, seo) =>
      `${seo ? 'SEO title' : 'Pamagat'}: ${px} sa ${budget} pixel ang lapad sa resulta ng paghahanap${px > budget ? ': puputulin ito' : ''}.`,
    titleEmpty: 'Wala pang pamagat.',
    description: (n) =>
      n === 0
        ? 'Walang meta description o paglalarawan sa header.'
        : `Paglalarawan: ${n} titik (buo itong ipinapakita kung 70 hanggang 160).`,
    slug: {
      none: 'Maikli at malinis ang slug.',
      empty: 'Wala pang slug.',
      characters: 'Maliliit na titik, numero at gitling lang ang gamitin sa slug.',
      long: 'Mahaba ang slug: panatilihin itong wala pang 60 titik.',
    },
    headings: (count, empty) =>
      count === 0 && empty === 0
        ? 'Wala pang heading ng hakbang.'
        : empty > 0
          ? `${empty} hakbang ang walang heading.`
          : `${count} heading ng hakbang.`,
    alt: (missing, images) =>
      images === 0
        ? 'Walang larawan.'
        : missing > 0
          ? `${missing} larawan ang walang paglalarawan.`
          : 'May paglalarawan ang bawat larawan.',
    links: (n) => (n === 0 ? 'Wala pang link sa ibang gabay.' : `${n} link sa ibang gabay.`),
    keyword: (keyword, inTitle, inIntro) =>
      !keyword
        ? 'Walang keyword: ang unang meta keyword ang sinusuri.'
        : `Keyword na "${keyword}": ${inTitle ? 'nasa' : 'wala sa'} pamagat, ${inIntro ? 'nasa' : 'wala sa'} panimula.`,
    readabilityEn: (flesch, perSentence, long) =>
      `Dali ng pagbasa: ${flesch} sa 100 (madaling basahin kung 60 pataas); ${perSentence} salita bawat pangungusap${long > 0 ? `; ${long} pangungusap ang lampas sa 25 salita` : ''}.`,
    readabilityFil: (perSentence, letters, long, verbs, steps) =>
      `${perSentence} salita bawat pangungusap, ${letters} titik bawat salita${long > 0 ? `; ${long} pangungusap ang lampas sa 20 salita` : ''}; ${verbs} sa ${steps} hakbang ang nagsisimula sa pandiwa.`,
    translation: {
      ok: 'Napapanahon ang kabilang wika.',
      missing: 'Wala pang bersyon sa kabilang wika.',
      stale: (n) => `${n} bahagi ng wikang ito ang kailangang i-update.`,
    },
  },

  affiliate: {
    button: 'Affiliate na link',
    buttonTitle: 'Affiliate na link (rel="sponsored")',
    source: 'Affiliate na link',
  },

  steps: {
    title: (section) => `Mga hakbang ng seksiyon ${section}`,
    hint: 'May bilang na listahan ng mga hakbang: maikling gawain na naka-bold, saka ang paliwanag nito.',
    useSteps: 'Gawing may bilang na mga hakbang ang seksiyong ito',
    step: (n) => `Hakbang ${n}`,
    action: (n) => `Hakbang ${n}: gawain (linyang naka-bold)`,
    details: (n) => `Hakbang ${n}: paliwanag`,
    detailsHint: 'Isang punto bawat linya; lagyan ng espasyo sa unahan ang linya para sa sub-punto. Pag-format gaya ng sa mga seksiyon.',
    image: (n) => `Larawan ng hakbang ${n}`,
    alt: (section, n, language) => `Ilarawan ang larawan ng hakbang ${n} ng seksiyon ${section} sa ${language} (alt text)`,
    add: 'Magdagdag ng hakbang',
    up: (n) => `Iakyat ang hakbang ${n}`,
    down: (n) => `Ibaba ang hakbang ${n}`,
    remove: (n) => `Alisin ang hakbang ${n}`,
    removeShort: 'Alisin',
  },
  glance: {
    title: 'Sa isang tingin',
    hint: 'Ipinapakita sa itaas ng gabay sa dalawang wika. Iwanang blangko ang hindi ibibigay; punan ang "hanggang" para sa saklaw.',
    time: 'Kailangang oras (minuto)',
    timeFrom: 'Oras, minuto',
    timeTo: 'hanggang',
    cost: 'Gastos (₱, buong piso)',
    costFrom: 'Gastos, ₱',
    costTo: 'hanggang ₱',
    difficulty: 'Hirap',
    none: '(hindi ibinigay)',
    level: { easy: 'Madali', medium: 'Katamtaman', hard: 'Mahirap' },
    badRange: 'Mas mababa ang "hanggang" kaysa sa una.',
  },
};

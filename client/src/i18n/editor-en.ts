/**
 * The English texts the editor gained with issue 12 (save state, sign-in and conflict dialogs,
 * publish panel, history, translation state, alt texts, search preview). editor-fil.ts has the same
 * keys in Filipino (checked by the compiler and by editor-catalogue.spec.ts). Which one a screen
 * shows: the owner's choice of admin language (docs/api.md, "Admin language").
 * SPEC's own admin texts (field labels, Save, Cancel, §8's messages) stay where they are, in English.
 */
export const editorEn = {
  /** The language names as the admin writes them: Filipino, as the public site says (issue 39). */
  langName: { how: 'English', paano: 'Filipino' },
  /** Dates and times in this language (the zone's name is added by the caller: client/src/shared/site-time.ts). */
  locale: 'en-US',

  // Save state (autosave)
  saveState: {
    saved: 'Saved',
    saving: 'Saving…',
    offline: 'Offline, kept on this device',
    signedOut: 'Signed out, kept on this device',
    title: 'Your edits are kept as you type; Save updates the guide.',
  },
  unsavedChanges: 'Unsaved changes',

  // Logout with unsaved edits (issue 30 item 4: logout deletes the drafts this device keeps)
  logout: {
    title: 'Log out and delete unsaved edits?',
    body: 'Logging out deletes your edits from this device. Edits already autosaved to the server (Saved) come back when you open this guide again; edits made offline are lost.',
    confirm: 'Log out and delete them',
    stay: 'Stay',
  },

  // Edits kept from an earlier visit
  restore: {
    region: 'Unsaved edits',
    kept: (when: string) => `Unsaved edits from ${when} were kept.`,
    older: 'The guide was saved again since; saving them will show you what differs first.',
    restore: 'Restore edits',
    discard: 'Discard them',
  },

  // Sign-in dialog over the editor
  signIn: {
    title: 'Sign in again',
    body: 'Your sign-in has expired. Sign in to save; your edits are kept.',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
  },

  // A 409: another save came first
  conflict: {
    title: 'Another save came first',
    body: 'This guide was saved elsewhere since you opened it. Choose what to keep, field by field, or keep all of yours.',
    nothingDiffers: 'The other save changed nothing you see here; your edits can be saved as they are.',
    yours: 'Yours',
    theirs: 'The other save',
    empty: '(empty)',
    decideLater: 'Decide later',
    takeTheirs: 'Take theirs',
    saveMerged: 'Save merged',
    keepMine: 'Keep mine (save over)',
    field: {
      title: 'Title',
      slug: 'Slug',
      header_description: 'Header description',
      introduction: 'Introduction',
      conclusion: 'Conclusion',
      meta_keywords: 'Meta keywords',
      meta_description: 'Meta description',
      category: 'Category',
      status: 'Status',
      sections: 'Sections',
      sources: 'Sources',
      needs: "Things you'll need",
      tips: 'Tips',
      warnings: 'Warnings',
      video: 'Video',
      at_a_glance: 'At a glance',
    },
  },

  // The create form
  create: {
    createAndPublish: 'Create and publish',
    publishing: 'Publishing…',
    hint: 'Create and publish puts the guide on the site at once, whatever the Status says.',
  },

  // Publishing
  publish: {
    region: 'Publishing',
    published: 'Published',
    scheduled: 'Scheduled',
    goesLive: (when: string) => `goes live ${when}`,
    draft: 'Draft',
    archived: 'Archived',
    viewLive: 'View live page',
    saveFirst: 'Publishing acts on the saved guide: “Save and publish” saves your edits and publishes them in one step.',
    publishNow: 'Publish now',
    saveAndPublish: 'Save and publish',
    unpublish: 'Unpublish',
    cancelSchedule: 'Cancel schedule',
    publishAt: (zone: string) => `Publish at (${zone} time)`,
    schedule: 'Schedule',
    reschedule: 'Reschedule',
    chooseDateTime: 'Choose a date and a time.',
    chooseFuture: 'Choose a time in the future.',
  },

  // History
  history: {
    title: 'History',
    hint: 'Every save and publish keeps a revision of both languages (the newest 50 are kept).',
    current: 'Current',
    compare: 'Compare',
    restore: 'Restore',
    compareWith: 'Compare with',
    currentGuide: 'Current guide',
    previousRevision: 'Previous revision',
    thisRevision: 'This revision',
    olderRevisions: 'Older revisions',
    noDifferences: 'No differences.',
    restoreTitle: 'Restore this revision?',
    restoreMessage: (when: string) =>
      `The guide's text, sections, sources and category in both languages go back to the revision of ${when}. The restore is saved as a new revision; unsaved changes in this editor are replaced. The status stays as it is.`,
    restoreConfirm: 'Restore revision',
    cancel: 'Cancel',
    restored: (when: string) => `Revision of ${when} restored.`,
    reason: { create: 'Created', save: 'Saved', publish: 'Published', restore: 'Restored' },
    firstVersion: 'First version',
    noChanges: 'No changes',
    sections: 'Sections',
    added: (n: string) => `${n} added`,
    removed: (n: string) => `${n} removed`,
    reordered: 'reordered',
    imagesChanged: 'images changed',
    changedIn: (n: string, language: string) => `${n} changed in ${language}`,
    field: {
      title: 'title',
      slug: 'slug',
      header_description: 'header description',
      introduction: 'introduction',
      conclusion: 'conclusion',
      meta_keywords: 'meta keywords',
      meta_description: 'meta description',
      header_image_alt: 'header image description',
      needs: "things you'll need",
      tips: 'tips',
      warnings: 'warnings',
      video: 'video',
    },
    other: {
      status: 'Status',
      publish_at: 'Schedule',
      category: 'Category',
      header_image: 'Header image',
      sources: 'Sources',
      at_a_glance: 'At a glance',
    },
  },

  // Translation state
  stale: {
    needsUpdate: 'Needs update',
    /** The fold's own label: what opening it shows (issue 29: the fold was unmarked). */
    showChanges: 'Show what changed',
    changedOn: (source: string, when: string) => `The ${source} text changed on ${when}`,
    whatChanged: (source: string) => `What changed in the ${source} text since this translation was last brought up to date:`,
    changesIn: (source: string) => `Changes in the ${source} text`,
    markUpToDate: 'Mark as up to date',
    markFailed: 'Could not mark it as up to date.',
    summary: (n: number, source: string, language: string) =>
      `${n === 1 ? '1 part needs' : `${n} parts need`} an update: the ${source} text changed since this ${language} text was last brought up to date.`,
  },

  // What a save refuses before sending, all at once (issue 29); the English ones are SPEC's and the server's texts.
  problems: {
    titleRequired: 'The title is required',
    selectCategory: 'Please select a category',
    headerAlt: (language: string) => `Describe the header image in ${language} (alt text), or mark it as decorative.`,
    sectionAlt: (n: number, language: string) => `Describe the image of section ${n} in ${language} (alt text), or mark it as decorative.`,
    stepAlt: (section: number, step: number, language: string) =>
      `Describe the image of step ${step} of section ${section} in ${language} (alt text).`,
  },

  // Image alt text
  alt: {
    headerImage: 'Header image',
    sectionImage: (n: number) => `Section ${n} image`,
    label: (image: string, language: string) => `${image} description (${language} alt text)`,
    hint: 'What the image shows, for readers who cannot see it and for search engines.',
    decorative: (image: string) => `${image} is decorative (no description needed)`,
  },

  // Search and social preview
  seo: {
    title: 'Search and social preview',
    titleCounter: 'Title',
    descriptionCounter: 'Description',
    counter: (label: string, length: number, budget: number) => `${label}: ${length} / ${budget} characters`,
    over: (n: number) => ` — ${n} over: search results cut it short`,
    untitled: '(untitled)',
    noHeaderImage: 'No header image',
  },

  // Affiliate links (issue 25): the toolbar button and the check on each source
  affiliate: {
    button: 'Affiliate link',
    buttonTitle: 'Affiliate link (rel="sponsored")',
    source: 'Affiliate link',
  },

  // The live SEO check of this language (issue 27 item 6)
  check: {
    title: 'SEO check',
    seoTitle: 'SEO title (optional)',
    seoTitleHint: 'What search results and shares show instead of the title. Leave empty to use the title.',
    status: { good: 'Good', warn: 'To improve', bad: 'Needs fixing' },
    titleWidth: (px: number, budget: number, seo: boolean) =>
      `${seo ? 'SEO title' : 'Title'}: ${px} of ${budget} pixels wide in a search result${px > budget ? ': it will be cut' : ''}.`,
    titleEmpty: 'No title yet.',
    description: (n: number) =>
      n === 0 ? 'No meta description or header description.' : `Description: ${n} characters (70 to 160 show whole).`,
    slug: {
      none: 'The slug is short and plain.',
      empty: 'No slug yet.',
      characters: 'Use only lower-case letters, digits and hyphens in the slug.',
      long: 'The slug is long: keep it under 60 characters.',
    },
    headings: (count: number, empty: number) =>
      count === 0 && empty === 0
        ? 'No step headings yet.'
        : empty > 0
          ? `${empty} step(s) without a heading.`
          : `${count} step heading(s).`,
    alt: (missing: number, images: number) =>
      images === 0 ? 'No images.' : missing > 0 ? `${missing} image(s) without a description.` : 'Every image has a description.',
    links: (n: number) => (n === 0 ? 'No links to other guides yet.' : `${n} link(s) to other guides.`),
    keyword: (keyword: string, inTitle: boolean, inIntro: boolean) =>
      !keyword
        ? 'No keyword: the first meta keyword is the one checked.'
        : `Keyword "${keyword}": ${inTitle ? 'in' : 'not in'} the title, ${inIntro ? 'in' : 'not in'} the introduction.`,
    readabilityEn: (flesch: number, perSentence: number, long: number) =>
      `Reading ease ${flesch} of 100 (60 or more reads easily); ${perSentence} words a sentence${long > 0 ? `; ${long} sentence(s) over 25 words` : ''}.`,
    readabilityFil: (perSentence: number, letters: number, long: number, verbs: number, steps: number) =>
      `${perSentence} words a sentence, ${letters} letters a word${long > 0 ? `; ${long} sentence(s) over 20 words` : ''}; ${verbs} of ${steps} steps start with a verb.`,
    translation: {
      ok: 'The other language is up to date.',
      missing: 'The other language has no version yet.',
      stale: (n: number) => `${n} part(s) of this language need an update.`,
    },
  },

  // Issue 38: a section's numbered steps and the guide's "at a glance"
  steps: {
    title: (section: number) => `Steps of section ${section}`,
    hint: 'A numbered list of steps: a short action in bold, then its explanation.',
    useSteps: 'Make this section numbered steps',
    step: (n: number) => `Step ${n}`,
    action: (n: number) => `Step ${n}: action (bold line)`,
    details: (n: number) => `Step ${n}: explanation`,
    detailsHint: 'One point a line; indent a line with spaces for a sub-point. Formatting as in sections.',
    image: (n: number) => `Step ${n} image`,
    alt: (section: number, n: number, language: string) =>
      `Describe the image of step ${n} of section ${section} in ${language} (alt text)`,
    add: 'Add a step',
    up: (n: number) => `Move step ${n} up`,
    down: (n: number) => `Move step ${n} down`,
    remove: (n: number) => `Remove step ${n}`,
    removeShort: 'Remove',
  },
  glance: {
    title: 'At a glance',
    hint: 'Shown at the top of the guide in both languages. Leave a field empty to leave it out; fill "to" for a range.',
    time: 'Time needed (minutes)',
    timeFrom: 'Time, minutes',
    timeTo: 'to',
    cost: 'Cost (₱, whole pesos)',
    costFrom: 'Cost, ₱',
    costTo: 'to ₱',
    difficulty: 'Difficulty',
    none: '(not given)',
    level: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
    badRange: 'The "to" amount is below the first one.',
  },
};

export type EditorCatalogue = typeof editorEn;

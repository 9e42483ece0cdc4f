/** The Reviewers screen (issue 38) and the editor's reviewer picker, in English. */
export const reviewersEn = {
  title: 'Reviewers',
  docTitle: 'Reviewers | HowPaano admin',
  intro: 'People who check guides. Pick one per guide in the editor; the page shows "Reviewed by" under the title.',
  empty: 'No reviewers yet. Add the first one below.',
  loading: 'Loading reviewers…',
  add: 'Add a reviewer',
  edit: (name: string) => `Edit ${name}`,
  name: 'Name',
  nameRequired: 'A reviewer needs a name.',
  credentialHow: 'Credential (English)',
  credentialPaano: 'Credential (Filipino)',
  credentialHint: 'e.g. Certified financial planner',
  bioHow: 'Short bio (English)',
  bioPaano: 'Short bio (Filipino)',
  bioHint: (max: number) => `Up to ${max} characters.`,
  photo: 'Photo (optional)',
  photoInvalid: 'The photo must be an image file',
  currentPhoto: 'Current photo',
  removePhoto: 'Remove the photo',
  save: 'Save reviewer',
  saving: 'Saving…',
  cancel: 'Cancel',
  editButton: 'Edit',
  deleteButton: 'Delete',
  confirmDelete: (name: string) => `Delete the reviewer ${name}?`,
  confirmDeleteBody: 'Guides that pick this reviewer must pick another first.',
  saved: 'Reviewer saved.',
  deleted: 'Reviewer deleted.',
  guides: (n: number) => (n === 1 ? 'On 1 guide' : `On ${n} guides`),
  failed: 'The reviewer could not be saved.',
  // The editor's picker
  pickLabel: 'Reviewed by',
  pickNone: 'No reviewer',
  lastReviewed: 'Last reviewed',
  futureDate: 'Last reviewed cannot be in the future.',
  manage: 'Manage reviewers',
};

export type ReviewersCatalogue = {
  [K in keyof typeof reviewersEn]: (typeof reviewersEn)[K] extends string ? string : (typeof reviewersEn)[K];
};

/** What the admin reads when a settings change is refused (issue 25); one place so tests and code agree. */
export const SETTINGS_MESSAGES = {
  siteNameRequired: 'Enter the site name.',
  tooLong: 'Ensure this field has no more than $constraint1 characters.',
  notString: 'Not a valid string.',
  email: 'Enter a valid e-mail address.',
  url: 'Enter a full web address starting with https://.',
  adsenseClient: 'Enter the AdSense publisher id: ca-pub- followed by 16 digits.',
  adsenseSlot: 'Enter the ad unit id: digits only.',
  everySections: 'Enter a whole number from 0 to 20.',
  domains: 'Enter host names such as shopee.ph (at most 50).',
  ga4: 'Enter the measurement id: G- followed by letters and digits.',
  verification: 'Enter the code only: letters, digits, - and _.',
  retention: 'Enter a whole number of months from 1 to 120.',
  boolean: 'Must be true or false.',
  baseRevision: 'Send base_revision: the revision the form was loaded from.',
  stale: 'The settings were changed elsewhere since you opened them: reload to see the latest, then save again.',
} as const;

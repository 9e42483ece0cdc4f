/** What the administrator's client reads when an autosave is refused. */
export const AUTOSAVE_MESSAGES = {
  formNotObject: 'form must be an object.',
  badVersion: 'base_version must be a whole number.',
  badLanguage: 'The language must be how or paano.',
} as const;

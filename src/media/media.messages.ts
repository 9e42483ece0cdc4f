/** What the administrator sees when an upload is refused. */
export const MEDIA_MESSAGES = {
  tooLarge: 'Images must be at most 10 MB.',
  badType: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.',
  tooManyPixels: 'Images must be at most 40 megapixels.',
  tooManyFiles: 'At most 30 images can be sent at once.',
  requestTooLarge: 'The request is too large.',
  notFound: 'Not found.',
  storeUnavailable: 'The image store is not answering right now, so images cannot be shown or saved. Please try again in a moment.',
} as const;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_FILES = 30;
/** Multipart text fields (the sections JSON may hold several 100000-character sections). */
export const MAX_FIELD_BYTES = 8 * 1024 * 1024;

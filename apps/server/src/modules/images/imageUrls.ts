// Where the generated images live on the API origin (stored as relative paths in the database).

/** Folder of generated images. */
export const IMAGES_PREFIX = '/sys-upload/images/';

/** URL of banner design `id` (see bannerDesigns). */
export function bannerUrl(id: number): string {
  return `${IMAGES_PREFIX}banner/${id}.svg`;
}

/** The square logo mark. */
export const LOGO_URL = `${IMAGES_PREFIX}logo.svg`;
/** The logo with the company name. */
export const WIDE_LOGO_URL = `${IMAGES_PREFIX}logo-wide.svg`;

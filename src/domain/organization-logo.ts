// The organization's logo (settings group `organization`, field `logo`) is a small image kept as a
// data URL inside the settings row: it syncs, is cached for offline and changes offline like every
// other setting, and needs no file URL anyone could guess or that a logged-out image request could
// not authenticate. The size limit keeps the row small enough to pull with the settings.

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Bytes of the image file; its base64 data URL stays under the schema's 200,000 characters. */
export const LOGO_MAX_BYTES = 128 * 1024;

export const LOGO_FORMAT_MESSAGE = 'The logo must be a PNG, JPEG, WebP or GIF image';

// SVG is left out on purpose: an SVG file can carry scripts and external references.
const LOGO_DATA_URL = /^data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

export function isLogoDataUrl(value: string): boolean {
  return LOGO_DATA_URL.test(value);
}

/** Why this file cannot be the logo, in words the user can act on; null when it can. */
export function logoFileRefusal(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_FORMAT_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be at most 128 KB';
  return null;
}

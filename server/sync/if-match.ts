import { HttpError } from '../http/errors';

/**
 * The version a PUT/DELETE expects (`If-Match: "<version>"`, also `W/"3"` or a bare `3`), or
 * undefined when the header is absent or `*` (no check). Anything else is a 400, never a silent
 * unconditional write.
 */
export function expectedVersion(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '' || value.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(value);
  if (!match) throw new HttpError(400, 'Invalid If-Match header: expected "<version>"');
  return Number(match[1]);
}

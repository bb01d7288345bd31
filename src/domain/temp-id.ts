import { TEMP_ID_PREFIX } from './constants';

/** A record created on a device carries a temp- id until the server acknowledges its create. */
export function newTempId(): string {
  return `${TEMP_ID_PREFIX}${crypto.randomUUID()}`;
}

export function isTempId(id: string): boolean {
  return id.startsWith(TEMP_ID_PREFIX);
}

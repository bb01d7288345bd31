import { isDomainName } from './domain-name';

// Dot-separated atoms of the local part, as validator.js's default isEmail (UTF-8 letters allowed).
const LOCAL_ATOM = /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+$/i;
const MAX_LENGTH = 254;
const MAX_LOCAL_BYTES = 64;

function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}

/**
 * A valid address is `local@domain` with an unquoted dot-atom local part and a domain name with a
 * TLD. Quoted local parts (`"a b"@example.com`) are refused on purpose: they are legal in RFC 5322
 * but rare in practice, refused by many mail systems, and they are the one place an address could
 * carry spaces, `<`, `>` or quotes into every screen and export that shows it.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (utf8Length(local) > MAX_LOCAL_BYTES) return false;
  return local.split('.').every((atom) => LOCAL_ATOM.test(atom)) && isDomainName(domain);
}

/** SPEC 5 email rule: trim and lowercase; kept only if valid, else the empty string. */
export function cleanEmail(value: string): string {
  const email = value.trim().toLowerCase();
  return isValidEmail(email) ? email : '';
}

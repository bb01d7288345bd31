import { distance } from 'fastest-levenshtein';
import type { ContactInput } from './contact.schema';

// A likely duplicate (issue 12): the same email or phone, or a very similar name at the same
// address. Shown before a new contact is saved, so the user can open the one that exists instead.

export type DuplicateReason = 'same email' | 'same phone' | 'similar name at the same address';

export interface DuplicateMatch {
  id: string;
  name: string;
  reason: DuplicateReason;
}

type Comparable = Pick<ContactInput, 'name' | 'email' | 'phone' | 'address'>;

/** Letters and digits only, accents off, lowercase: "O'Brien, Jr." and "obrien jr" match. */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const email = (text: string) => text.trim().toLowerCase();
// The last ten digits: "+1 (813) 555-0142" and "813.555.0142" are one number.
const phone = (text: string) => text.replace(/\D/g, '').slice(-10);
const place = (a: Comparable['address']) => (a.street ? `${plain(a.street)}|${plain(a.zip)}` : '');

// Two typos in a name of eight letters or more; exact below that ("Ann Lee" is not "Dan Lee").
function similarNames(a: string, b: string): boolean {
  if (a === b) return true;
  return Math.min(a.length, b.length) >= 8 && distance(a, b) <= 2;
}

function reasonFor(input: Comparable, other: Comparable): DuplicateReason | null {
  if (input.email && email(input.email) === email(other.email)) return 'same email';
  const digits = phone(input.phone);
  if (digits.length >= 7 && digits === phone(other.phone)) return 'same phone';
  const at = place(input.address);
  if (at && at === place(other.address) && similarNames(plain(input.name), plain(other.name))) {
    return 'similar name at the same address';
  }
  return null;
}

/**
 * The same rule as `likelyDuplicates` against many contacts at once (an import of thousands of
 * rows): every reason needs an equal email, phone or address key, so only the contacts sharing one
 * of the input's keys are compared. `add` makes a contact findable (an earlier row of the file).
 */
export function duplicateFinder<T extends Comparable & { id: string }>(contacts: readonly T[]) {
  const byKey = new Map<string, T[]>();
  const keysOf = (c: Comparable) => {
    const digits = phone(c.phone);
    const at = place(c.address);
    return [
      c.email ? `e:${email(c.email)}` : '',
      digits.length >= 7 ? `p:${digits}` : '',
      at ? `a:${at}` : '',
    ].filter(Boolean);
  };
  const add = (contact: T) => {
    for (const key of keysOf(contact)) {
      const list = byKey.get(key);
      if (list) list.push(contact);
      else byKey.set(key, [contact]);
    }
  };
  contacts.forEach(add);
  return {
    add,
    find(input: Comparable): DuplicateMatch[] {
      const candidates = new Set(keysOf(input).flatMap((key) => byKey.get(key) ?? []));
      return likelyDuplicates(input, [...candidates]);
    },
  };
}

export function likelyDuplicates(
  input: Comparable,
  contacts: readonly (Comparable & { id: string })[],
): DuplicateMatch[] {
  const matches: DuplicateMatch[] = [];
  for (const contact of contacts) {
    const reason = reasonFor(input, contact);
    if (reason) matches.push({ id: contact.id, name: contact.name, reason });
  }
  return matches;
}

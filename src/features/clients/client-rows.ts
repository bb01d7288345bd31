import type { ContactDocType } from '../../collections/contacts/contacts.schema';
import type { ClientType } from '../../domain/client-form';
import { fullName } from '../../domain/person-name';
import type { ClientsFilter } from './clients-query';

/** A contact with the words the list shows, sorts and searches, computed once per data change. */
export interface ClientRow {
  contact: ContactDocType;
  /** metadata.client.type; null for a contact that is not set up as a client (a vendor). */
  type: ClientType | null;
  companyName: string;
  primaryContact: string;
  cityState: string;
  claimCount: number;
  updatedMs: number;
  /** Lowercase name, company, emails and phones, for free-text search. */
  text: string;
  /** Every phone's digits, so "(813) 555" finds 8135550142. */
  digits: string;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

export function cityState(address: { city: string; state: string }): string {
  return [address.city, address.state].filter(Boolean).join(', ');
}

export function toClientRows(
  contacts: readonly ContactDocType[],
  claimCounts: ReadonlyMap<string, number>,
): ClientRow[] {
  return contacts.map((contact) => {
    const client = contact.metadata.client;
    const primary = client?.primaryContact;
    const companyName = client?.type === 'company' ? client.companyName : '';
    const primaryName = primary ? fullName(primary) : '';
    return {
      contact,
      type: client?.type ?? null,
      companyName,
      primaryContact: primaryName,
      cityState: cityState(contact.address),
      claimCount: claimCounts.get(contact.id) ?? 0,
      updatedMs: Date.parse(contact.updatedAt) || 0,
      text: [contact.name, companyName, contact.email, primary?.email, primaryName]
        .join(' ')
        .toLowerCase(),
      digits: [contact.phone, primary?.phone].map((p) => digitsOf(p ?? '')).join(' '),
    };
  });
}

export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

/** A word with digits in it also matches a phone written any other way. */
function matchesWord(row: ClientRow, word: string): boolean {
  if (row.text.includes(word)) return true;
  const digits = digitsOf(word);
  return digits.length >= 3 && row.digits.includes(digits);
}

export function matchesClientFilter(
  row: ClientRow,
  filter: ClientsFilter,
  words: readonly string[],
): boolean {
  if (filter.role && !row.contact.roles.includes(filter.role)) return false;
  if (filter.type && row.type !== filter.type) return false;
  return words.every((word) => matchesWord(row, word));
}

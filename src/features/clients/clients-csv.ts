import Papa from 'papaparse';
import { safeCsvCell } from '../../domain/csv-cell';
import type { ClientRow } from './client-rows';
import { formatPhone, ROLE_LABELS, TYPE_LABELS } from './client-format';

const HEADERS = [
  'Name',
  'Type',
  'Roles',
  'Company',
  'Primary contact',
  'Phone',
  'Email',
  'Street',
  'City',
  'State',
  'ZIP',
  'Linked claims',
  'Updated',
];

/** The rows shown (filtered and sorted as on screen) as CSV, every text cell formula-safe. */
export function clientsCsv(rows: readonly ClientRow[]): string {
  const data = rows.map((row) => {
    const { contact } = row;
    const address = contact.address ?? { street: '', city: '', state: '', zip: '' };
    return [
      contact.name,
      row.type ? TYPE_LABELS[row.type] : '',
      contact.roles.map((role) => ROLE_LABELS[role]).join('; '),
      row.companyName,
      row.primaryContact,
      contact.phone ? formatPhone(contact.phone) : '',
      contact.email ?? '',
      address.street ?? '',
      address.city ?? '',
      address.state ?? '',
      address.zip ?? '',
      String(row.claimCount),
      new Date(row.updatedMs).toISOString(),
    ].map(safeCsvCell);
  });
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  return `\uFEFF${Papa.unparse({ fields: HEADERS, data }, { newline: '\r\n' })}`;
}

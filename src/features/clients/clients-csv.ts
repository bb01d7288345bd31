import Papa from 'papaparse';
import type { ClientField, ClientFieldValue } from '../../domain/client-fields';
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

/**
 * The rows shown (filtered and sorted as on screen) as CSV, every text cell formula-safe, with a
 * column per custom field the organization has not hidden (dates as YYYY-MM-DD, plain numbers,
 * checkboxes Yes/No: what a spreadsheet reads back).
 */
export function clientsCsv(
  rows: readonly ClientRow[],
  fields: readonly ClientField[] = [],
): string {
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
      ...fields.map((field) =>
        csvFieldValue(field, contact.metadata.client?.customFields?.[field.id]),
      ),
    ].map(safeCsvCell);
  });
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  const header = [...HEADERS, ...fields.map((field) => field.label)];
  return `\uFEFF${Papa.unparse({ fields: header, data }, { newline: '\r\n' })}`;
}

function csvFieldValue(field: ClientField, value: ClientFieldValue | undefined): string {
  if (field.kind === 'checkbox') return value === true ? 'Yes' : 'No';
  return value === undefined ? '' : String(value);
}

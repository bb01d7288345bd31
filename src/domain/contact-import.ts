import Papa from 'papaparse';
import {
  emptyClientFormValues,
  validateClientForm,
  type ClientFormField,
  type ClientFormValues,
} from './client-form';
import { duplicateFinder, type DuplicateReason } from './contact-duplicates';
import { CONTACT_NAME_MAX, type ContactInput } from './contact.schema';

// CSV import of contacts (issue 12): file checks, column mapping, and the dry run that says, per
// line, what would be imported, what is refused and why, and what looks like a duplicate. Pure, so
// the rules are unit tested and the screen only shows them.

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Contacts per queued batch (and per server request): one transaction each. */
export const IMPORT_BATCH_SIZE = 500;

export const IMPORT_FIELDS = [
  'name',
  'type',
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phone',
  'street',
  'city',
  'state',
  'zip',
  'roles',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  type: 'Type',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company',
  email: 'Email',
  phone: 'Phone',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  roles: 'Roles',
  notes: 'Notes',
};

// Header spellings recognised, compared as lowercase letters and digits only.
const ALIASES: Record<ImportField, string[]> = {
  name: ['name', 'fullname', 'clientname', 'contactname', 'displayname'],
  type: ['type', 'clienttype', 'kind'],
  firstName: ['firstname', 'givenname', 'first', 'forename'],
  lastName: ['lastname', 'surname', 'familyname', 'last'],
  companyName: ['company', 'companyname', 'organization', 'organisation', 'business'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'cell'],
  street: ['street', 'address', 'streetaddress', 'address1', 'addressline1'],
  city: ['city', 'town'],
  state: ['state', 'province', 'region'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode'],
  roles: ['roles', 'role'],
  notes: ['notes', 'note', 'comments', 'comment'],
};

export const NAME_FIELDS: readonly ImportField[] = ['name', 'firstName', 'lastName', 'companyName'];

export const IMPORT_MESSAGES = {
  notCsv: 'This file is not a CSV file. Choose a .csv file (comma or semicolon separated).',
  empty: 'This file is empty: it needs a header line and at least one contact.',
  tooBig: 'This file is over 20 MB. Split it into smaller files and import them one by one.',
  noMappable:
    'No column of this file matches a contact field (Name, First name, Last name, Company, Email, Phone, …). Check that the first line holds the column names.',
  noNameColumn: 'Map a column to Name, First name, Last name or Company.',
} as const;

/** Column index → the field it fills, or null for a column left out. */
export type ImportMapping = (ImportField | null)[];

export interface ParsedImport {
  headers: string[];
  records: { line: number; cells: string[] }[];
}

export type ImportFileCheck = { ok: true } | { ok: false; message: string };

/** What can be said before reading the file: its kind and size. */
export function checkImportFile(file: {
  name: string;
  size: number;
  type: string;
}): ImportFileCheck {
  const csvName = /\.(csv|txt)$/i.test(file.name);
  const csvType = ['text/csv', 'text/plain', 'application/vnd.ms-excel', ''].includes(file.type);
  if (!csvName || !csvType) return { ok: false, message: IMPORT_MESSAGES.notCsv };
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, message: IMPORT_MESSAGES.tooBig };
  if (file.size === 0) return { ok: false, message: IMPORT_MESSAGES.empty };
  return { ok: true };
}

// Below space, only tab, line feed, vertical tab, form feed and carriage return occur in text.
const hasBinaryCharacters = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 9 || (code > 13 && code < 32)) return true;
  }
  return false;
};

const lineBreaks = (text: string, from: number, to: number) => {
  let count = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) count++;
  return count;
};

/**
 * The file's text as a header and records, each with the line it starts on (a quoted cell may
 * span lines). UTF-8 with or without BOM; `,`, `;` or tab separators are detected.
 */
export function parseImportText(
  text: string,
): { ok: true; parsed: ParsedImport } | { ok: false; message: string } {
  const body = text.replace(/^\uFEFF/, '');
  // NUL bytes or other control characters do not occur in text files: a binary file renamed .csv.
  if (hasBinaryCharacters(body.slice(0, 4096)))
    return { ok: false, message: IMPORT_MESSAGES.notCsv };
  const rows: { line: number; cells: string[] }[] = [];
  let cursor = 0;
  let line = 1;
  Papa.parse<string[]>(body, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    step: (result) => {
      // The cursor ends after the record; blank lines skipped before it belong to its start.
      const end = result.meta.cursor;
      const chunk = body.slice(cursor, end);
      const leading = chunk.length - chunk.replace(/^[\r\n]+/, '').length;
      line += lineBreaks(body, cursor, cursor + leading);
      rows.push({ line, cells: result.data });
      line += lineBreaks(body, cursor + leading, end);
      cursor = end;
    },
  });
  const [header, ...records] = rows;
  if (!header || records.length === 0) return { ok: false, message: IMPORT_MESSAGES.empty };
  return { ok: true, parsed: { headers: header.cells.map((h) => h.trim()), records } };
}

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Each column's likely field from its header; a field is given to its first column only. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const key = headerKey(header);
    const field = IMPORT_FIELDS.find((f) => !taken.has(f) && ALIASES[f].includes(key)) ?? null;
    if (field) taken.add(field);
    return field;
  });
}

export function mappingProblem(mapping: ImportMapping): string | null {
  if (mapping.every((field) => field === null)) return IMPORT_MESSAGES.noMappable;
  if (!mapping.some((field) => field && NAME_FIELDS.includes(field))) {
    return IMPORT_MESSAGES.noNameColumn;
  }
  return null;
}

export interface RowError {
  line: number;
  /** The column (as the file names it) or the field the message is about. */
  field: string;
  message: string;
}

export interface ImportDuplicate {
  name: string;
  reason: DuplicateReason;
  /** An existing contact's id, or the line of an earlier row of the same file. */
  contactId?: string;
  line?: number;
}

export interface ImportRow {
  line: number;
  /** The cleaned contact to write; null when the row has errors. */
  input: ContactInput | null;
  errors: RowError[];
  duplicates: ImportDuplicate[];
}

export interface DryRun {
  rows: ImportRow[];
  valid: number;
  invalid: number;
  duplicates: number;
}

type ExistingContact = Pick<ContactInput, 'name' | 'email' | 'phone' | 'address'> & {
  id: string;
};

const TYPES: Record<string, ClientFormValues['type']> = {
  individual: 'individual',
  person: 'individual',
  company: 'company',
  business: 'company',
  organization: 'company',
};

const ROLE_WORDS: Record<string, ContactInput['roles'][number]> = {
  client: 'client',
  vendor: 'vendor',
  insuranceadjuster: 'insurance_adjuster',
  adjuster: 'insurance_adjuster',
};

// Form field → the import field it is read from, to name the column in a message.
const FORM_SOURCE: Partial<Record<ClientFormField, ImportField>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  companyName: 'companyName',
  email: 'email',
  phone: 'phone',
  street: 'street',
  city: 'city',
  state: 'state',
  zip: 'zip',
  roles: 'roles',
  notes: 'notes',
};

function rowValues(cells: Record<ImportField, string>, fail: (f: ImportField, m: string) => void) {
  const values = emptyClientFormValues();
  const typeCell = cells.type.trim().toLowerCase();
  if (typeCell && !TYPES[typeCell]) fail('type', 'Type must be Individual or Company');
  const onlyCompany = cells.companyName && !cells.firstName && !cells.lastName && !cells.name;
  values.type = TYPES[typeCell] ?? (onlyCompany ? 'company' : 'individual');
  values.firstName = cells.firstName;
  values.lastName = cells.lastName;
  values.companyName = cells.companyName;
  if (values.type === 'company' && !values.companyName) values.companyName = cells.name;
  if (values.type === 'individual' && !cells.firstName && !cells.lastName) {
    // "Emily Carter" → first "Emily", last "Carter", as an edited contact splits a plain name.
    const [first = '', ...rest] = cells.name.trim().split(/\s+/);
    values.firstName = first;
    values.lastName = rest.join(' ');
  }
  for (const key of ['email', 'phone', 'street', 'city', 'state', 'zip', 'notes'] as const) {
    values[key] = cells[key];
  }
  if (cells.roles.trim()) {
    const words = cells.roles.split(/[;,|]/).map(headerKey).filter(Boolean);
    const unknown = words.filter((w) => !ROLE_WORDS[w]);
    if (unknown.length > 0) fail('roles', 'Roles must be Client, Vendor or Insurance adjuster');
    else values.roles = [...new Set(words.flatMap((w) => ROLE_WORDS[w] ?? []))];
  }
  return values;
}

/**
 * The dry run: every record mapped, cleaned and checked with the client form's rules (SPEC 5), and
 * compared with the existing contacts and the earlier rows of the file for likely duplicates.
 * Nothing is written; a row with any error is refused as a whole and reported with its line.
 */
export function dryRunImport(
  parsed: ParsedImport,
  mapping: ImportMapping,
  existing: readonly ExistingContact[],
): DryRun {
  const column = (field: ImportField) => {
    const index = mapping.indexOf(field);
    return index < 0
      ? IMPORT_FIELD_LABELS[field]
      : parsed.headers[index] || IMPORT_FIELD_LABELS[field];
  };
  const finder = duplicateFinder(existing);
  const LINE_ID = 'line-';
  const rows: ImportRow[] = [];
  let valid = 0;
  let duplicates = 0;
  for (const record of parsed.records) {
    const cells = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, ''])) as Record<
      ImportField,
      string
    >;
    mapping.forEach((field, index) => {
      if (field) cells[field] = record.cells[index] ?? '';
    });
    const errors: RowError[] = [];
    const fail = (field: ImportField, message: string) =>
      errors.push({ line: record.line, field: column(field), message });
    const values = rowValues(cells, fail);
    const result = validateClientForm(values);
    if (!result.ok) {
      for (const [formField, message] of Object.entries(result.errors)) {
        const source = FORM_SOURCE[formField as ClientFormField];
        // A name split from the Name column is reported at that column.
        const named = source && mapping.includes(source) ? source : 'name';
        fail(formField === 'roles' ? 'roles' : named, message);
      }
    } else if (result.input.name.length > CONTACT_NAME_MAX) {
      fail(mapping.includes('name') ? 'name' : 'lastName', 'Name is too long');
    }
    const input = result.ok && errors.length === 0 ? result.input : null;
    const found: ImportDuplicate[] = [];
    if (input) {
      valid++;
      for (const match of finder.find(input)) {
        const { name, reason, id } = match;
        const line = id.startsWith(LINE_ID) ? Number(id.slice(LINE_ID.length)) : undefined;
        found.push(line ? { name, reason, line } : { name, reason, contactId: id });
      }
      if (found.length > 0) duplicates++;
      finder.add({ ...input, id: `${LINE_ID}${record.line}` });
    }
    rows.push({ line: record.line, input, errors, duplicates: found });
  }
  return { rows, valid, invalid: rows.length - valid, duplicates };
}

export interface ImportItem {
  line: number;
  input: ContactInput;
}

/** The contacts to write: valid rows, without the likely duplicates when they are skipped. */
export function contactsToImport(dryRun: DryRun, skipDuplicates: boolean): ImportItem[] {
  return dryRun.rows.flatMap(({ line, input, duplicates }) =>
    input && !(skipDuplicates && duplicates.length > 0) ? [{ line, input }] : [],
  );
}

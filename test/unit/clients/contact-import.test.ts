import { describe, expect, it } from 'vitest';
import {
  checkImportFile,
  contactsToImport,
  dryRunImport,
  guessMapping,
  IMPORT_MESSAGES,
  mappingProblem,
  parseImportText,
  type ParsedImport,
} from '../../../src/domain/contact-import';

function parse(text: string): ParsedImport {
  const result = parseImportText(text);
  if (!result.ok) throw new Error(result.message);
  return result.parsed;
}

const dryRun = (text: string, existing: Parameters<typeof dryRunImport>[2] = []) => {
  const parsed = parse(text);
  return dryRunImport(parsed, guessMapping(parsed.headers), existing);
};

describe('checkImportFile', () => {
  it('accepts a .csv file up to 20 MB', () => {
    expect(checkImportFile({ name: 'a.CSV', size: 20 * 1024 * 1024, type: 'text/csv' })).toEqual({
      ok: true,
    });
  });

  it('refuses another kind of file, an empty one and one over 20 MB with one message', () => {
    expect(checkImportFile({ name: 'a.xlsx', size: 10, type: '' })).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.notCsv,
    });
    expect(checkImportFile({ name: 'a.csv', size: 10, type: 'image/png' })).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.notCsv,
    });
    expect(checkImportFile({ name: 'a.csv', size: 0, type: 'text/csv' })).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.empty,
    });
    expect(checkImportFile({ name: 'a.csv', size: 20 * 1024 * 1024 + 1, type: '' })).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.tooBig,
    });
  });
});

describe('parseImportText', () => {
  it('reads UTF-8 with a BOM and semicolon separators', () => {
    const parsed = parse('\uFEFFName;Email\r\nZoë Müller;zoe@example.com\r\n');
    expect(parsed.headers).toEqual(['Name', 'Email']);
    expect(parsed.records).toEqual([{ line: 2, cells: ['Zoë Müller', 'zoe@example.com'] }]);
  });

  it('numbers records by the line they start on, past blank lines and quoted line breaks', () => {
    const parsed = parse('Name,Notes\n"Ann Lee","two\nlines"\n\nBob Stone,x\n');
    expect(parsed.records.map((r) => r.line)).toEqual([2, 5]);
  });

  it('refuses an empty file, a header alone and binary content', () => {
    expect(parseImportText('')).toEqual({ ok: false, message: IMPORT_MESSAGES.empty });
    expect(parseImportText('\uFEFFName,Email\r\n')).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.empty,
    });
    expect(parseImportText('PK\u0003\u0004\u0000\u0000binary')).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.notCsv,
    });
  });
});

describe('guessMapping', () => {
  it('maps the export headers and common spellings; unknown columns are left out', () => {
    expect(
      guessMapping(['Name', 'Type', 'Roles', 'Company', 'Primary contact', 'Phone', 'E-mail']),
    ).toEqual(['name', 'type', 'roles', 'companyName', null, 'phone', 'email']);
    expect(guessMapping(['First Name', 'Surname', 'Postal code', 'Tel', 'Email'])).toEqual([
      'firstName',
      'lastName',
      'zip',
      'phone',
      'email',
    ]);
  });

  it('gives a field to its first column only', () => {
    expect(guessMapping(['Email', 'email'])).toEqual(['email', null]);
  });

  it('says when nothing is mappable, or no column gives a name', () => {
    expect(mappingProblem(guessMapping(['foo', 'bar']))).toBe(IMPORT_MESSAGES.noMappable);
    expect(mappingProblem(['email', null])).toBe(IMPORT_MESSAGES.noNameColumn);
    expect(mappingProblem(['name', 'email'])).toBeNull();
  });
});

describe('dryRunImport', () => {
  it('cleans and maps a valid row to the contact the form would save', () => {
    const run = dryRun(
      'Name,Email,Phone,Street,ZIP\nEmily Carter, Emily@Mail.com ,(813) 555-0142,1 Main St,33606\n',
    );
    expect(run).toMatchObject({ valid: 1, invalid: 0, duplicates: 0 });
    expect(run.rows[0]?.input).toMatchObject({
      name: 'Emily Carter',
      email: 'emily@mail.com',
      phone: '8135550142',
      address: { street: '1 Main St', zip: '33606' },
      roles: ['client'],
      metadata: { client: { type: 'individual', firstName: 'Emily', lastName: 'Carter' } },
    });
  });

  it('reports a bad email or phone with its line and column, and never imports that row', () => {
    const run = dryRun('Name,E-mail,Phone\nAnn Lee,ann@x.com,\nBob Stone,not-an-email,12\n');
    expect(run).toMatchObject({ valid: 1, invalid: 1 });
    expect(run.rows[1]).toMatchObject({
      line: 3,
      input: null,
      errors: [
        { line: 3, field: 'E-mail', message: 'Enter a valid email address' },
        { line: 3, field: 'Phone', message: 'Enter a phone number with at least 7 digits' },
      ],
    });
    expect(contactsToImport(run, false).map((i) => i.line)).toEqual([2]);
  });

  it('reports a missing name, an unknown type and unknown roles', () => {
    const run = dryRun('Name,Type,Roles\n,Individual,Client\nAcme,Guild,Client\nBo Li,,Plumber\n');
    expect(run.rows.map((r) => r.errors.map((e) => `${e.line} ${e.field}: ${e.message}`))).toEqual([
      ['2 Name: Enter a first or last name'],
      ['3 Type: Type must be Individual or Company'],
      ['4 Roles: Roles must be Client, Vendor or Insurance adjuster'],
    ]);
  });

  it('reads companies and roles as the export writes them', () => {
    const run = dryRun(
      'Name,Type,Roles,Company\nAcme Roofing,Company,Client; Vendor,Acme Roofing\nJo Park,,Insurance adjuster,\n',
    );
    expect(run.rows[0]?.input).toMatchObject({
      name: 'Acme Roofing',
      roles: ['client', 'vendor'],
      metadata: { client: { type: 'company', companyName: 'Acme Roofing' } },
    });
    expect(run.rows[1]?.input?.roles).toEqual(['insurance_adjuster']);
  });

  it('flags likely duplicates of existing contacts and of earlier rows; they can be skipped', () => {
    const existing = [
      {
        id: 'c1',
        name: 'Emily Carter',
        email: 'emily@mail.com',
        phone: '',
        address: { street: '', city: '', state: '', zip: '' },
      },
    ];
    const run = dryRun(
      'Name,Email,Phone\nEm Carter,EMILY@mail.com,\nNew One,,8135550142\nOther One,,813-555-0142\n',
      existing,
    );
    expect(run.duplicates).toBe(2);
    expect(run.rows.map((r) => r.duplicates)).toEqual([
      [{ name: 'Emily Carter', reason: 'same email', contactId: 'c1' }],
      [],
      [{ name: 'New One', reason: 'same phone', line: 3 }],
    ]);
    expect(contactsToImport(run, true).map((i) => i.line)).toEqual([3]);
    expect(contactsToImport(run, false)).toHaveLength(3);
  });

  it('checks 10,000 rows against 10,000 contacts quickly', () => {
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `Person ${i},p${i}@example.com,555${String(i).padStart(7, '0')},${i} Main St,33606`,
    );
    const existing = Array.from({ length: 10_000 }, (_, i) => ({
      id: `c${i}`,
      name: `Known ${i}`,
      email: `k${i}@example.com`,
      phone: '',
      address: { street: `${i} Oak Ave`, city: '', state: '', zip: '1' },
    }));
    const started = performance.now();
    const run = dryRun(`Name,Email,Phone,Street,ZIP\n${lines.join('\n')}`, existing);
    expect(run.valid).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { contact } from './contact-fixture';
import type { ClientField } from '../../../src/domain/client-fields';
import { safeCsvCell } from '../../../src/domain/csv-cell';
import { toClientRows } from '../../../src/features/clients/client-rows';
import { clientsCsv } from '../../../src/features/clients/clients-csv';

describe('safeCsvCell', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(safeCsvCell(`${start}HYPERLINK("http://x")`)).toBe(`'${start}HYPERLINK("http://x")`);
    }
  });

  it('leaves ordinary text, inner signs and empty cells alone', () => {
    for (const value of ['Acme Roofing', "O'Brien & Sons", 'a=b', '555-0142', '']) {
      expect(safeCsvCell(value)).toBe(value);
    }
  });
});

describe('clientsCsv', () => {
  const rows = toClientRows(
    [
      contact('c1', {
        name: 'Emily "Em" Carter, Jr.',
        phone: '8135550142',
        email: 'emily@example.com',
        address: { street: '412 Bayshore Drive', city: 'Tampa', state: 'FL', zip: '33606' },
        metadata: {
          client: {
            type: 'individual',
            firstName: 'Emily',
            lastName: 'Carter',
            companyName: '',
            notes: '',
          },
        },
      }),
      contact('c2', { name: '=1+2 Formula Co', roles: ['vendor', 'client'] }),
    ],
    new Map([['c1', 3]]),
  );

  it('writes a UTF-8 file with a header row and the rows in the order given, quoted where needed', () => {
    const text = clientsCsv(rows);
    expect(text.startsWith('\uFEFFName,Type,Roles,')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, first, second] = parsed.data;
    expect(header).toHaveLength(13);
    expect(first?.slice(0, 3)).toEqual(['Emily "Em" Carter, Jr.', 'Individual', 'Client']);
    expect(first?.[5]).toBe('(813) 555-0142');
    expect(first?.slice(7, 12)).toEqual(['412 Bayshore Drive', 'Tampa', 'FL', '33606', '3']);
    expect(second?.[0]).toBe("'=1+2 Formula Co");
    expect(second?.[2]).toBe('Vendor; Client');
  });

  it('adds a column per custom field given, with values a spreadsheet reads back', () => {
    const fields = [
      {
        id: 'cf-aaaaaa',
        label: 'Policy tier',
        kind: 'select',
        options: ['Gold'],
        required: false,
        showInList: true,
        hidden: false,
      },
      {
        id: 'cf-bbbbbb',
        label: 'Since',
        kind: 'date',
        options: [],
        required: false,
        showInList: false,
        hidden: false,
      },
      {
        id: 'cf-cccccc',
        label: 'VIP',
        kind: 'checkbox',
        options: [],
        required: false,
        showInList: false,
        hidden: false,
      },
      {
        id: 'cf-dddddd',
        label: 'Score',
        kind: 'text',
        options: [],
        required: false,
        showInList: false,
        hidden: false,
      },
    ] satisfies ClientField[];
    const withValues = toClientRows(
      [
        contact('c3', {
          name: 'Field Person',
          metadata: {
            client: {
              type: 'individual',
              firstName: 'Field',
              lastName: 'Person',
              companyName: '',
              notes: '',
              customFields: {
                'cf-aaaaaa': 'Gold',
                'cf-bbbbbb': '2024-03-05',
                'cf-cccccc': true,
                'cf-dddddd': '=SUM(A1)',
              },
            },
          },
        }),
      ],
      new Map(),
    );
    const parsed = Papa.parse<string[]>(clientsCsv(withValues, fields).slice(1), {
      skipEmptyLines: true,
    });
    const [header, row] = parsed.data;
    expect(header?.slice(13)).toEqual(['Policy tier', 'Since', 'VIP', 'Score']);
    expect(row?.slice(13)).toEqual(['Gold', '2024-03-05', 'Yes', "'=SUM(A1)"]);
  });
});

import { describe, expect, it } from 'vitest';
import { contact } from './contact-fixture';
import { linkedClaimCounts } from '../../../src/domain/contact-claims';
import {
  matchesClientFilter,
  searchWords,
  toClientRows,
  type ClientRow,
} from '../../../src/features/clients/client-rows';
import {
  decodeClientsQuery,
  EMPTY_CLIENTS_FILTER,
  encodeClientsQuery,
  type ClientsFilter,
} from '../../../src/features/clients/clients-query';
import { sortClientRows } from '../../../src/features/clients/clients-sort';

const emily = contact('c1', {
  name: 'Emily Carter',
  phone: '8135550142',
  email: 'emily.carter@mail.example.com',
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
  updatedAt: '2026-03-05T10:00:00.000Z',
});
const harbor = contact('c2', {
  name: 'Harborview Property Management',
  phone: '8135550190',
  email: 'rachel.stein@harborview.example.com',
  address: { street: '', city: 'Tampa', state: 'FL', zip: '' },
  metadata: {
    client: {
      type: 'company',
      firstName: '',
      lastName: '',
      companyName: 'Harborview Property Management',
      primaryContact: {
        firstName: 'Rachel',
        lastName: 'Stein',
        email: 'rachel@hpm.example.com',
        phone: '8135550999',
      },
      notes: '',
    },
  },
  updatedAt: '2026-03-09T10:00:00.000Z',
});
const patel = contact('c3', {
  name: 'Patel General Contracting',
  roles: ['vendor'],
  metadata: { vendor: { notes: 'Licensed' } },
  updatedAt: '2026-03-01T10:00:00.000Z',
});

const claims = [
  { id: 'k1', clientId: 'c2', customers: [{ id: 'c1' }] },
  // Referral client and customer at once: one claim, counted once.
  { id: 'k2', clientId: 'c1', customers: [{ id: 'c1' }, { id: 'x' }] },
  { id: 'k3', clientId: null, customers: [{ id: 'c1' }] },
];

const rows = toClientRows([emily, harbor, patel], linkedClaimCounts(claims));
const byName = (list: readonly ClientRow[]) => list.map((r) => r.contact.name);
const filtered = (patch: Partial<ClientsFilter>) => {
  const filter = { ...EMPTY_CLIENTS_FILTER, ...patch };
  return byName(rows.filter((r) => matchesClientFilter(r, filter, searchWords(filter.search))));
};

describe('client rows', () => {
  it('derive type, primary contact, city/state and linked claims', () => {
    expect(rows.map((r) => [r.type, r.primaryContact, r.cityState, r.claimCount])).toEqual([
      ['individual', '', 'Tampa, FL', 3],
      ['company', 'Rachel Stein', 'Tampa, FL', 1],
      [null, '', '', 0],
    ]);
  });

  it('search across name, company, email and phone, any way the phone is written', () => {
    expect(filtered({ search: 'harbor' })).toEqual(['Harborview Property Management']);
    expect(filtered({ search: 'EMILY.CARTER@' })).toEqual(['Emily Carter']);
    expect(filtered({ search: '(813) 555-0142' })).toEqual(['Emily Carter']);
    expect(filtered({ search: '813-555' })).toEqual([
      'Emily Carter',
      'Harborview Property Management',
    ]);
    // The company's primary contact is searched too: by name, email and phone.
    expect(filtered({ search: 'rachel' })).toEqual(['Harborview Property Management']);
    expect(filtered({ search: '555 0999' })).toEqual(['Harborview Property Management']);
    expect(filtered({ search: 'tampa nobody' })).toEqual([]);
  });

  it('filter by role and by type', () => {
    expect(filtered({ role: 'vendor' })).toEqual(['Patel General Contracting']);
    expect(filtered({ role: 'client', type: 'company' })).toEqual([
      'Harborview Property Management',
    ]);
    expect(filtered({ type: 'individual' })).toEqual(['Emily Carter']);
  });

  it('sort by any column; empty values last either way; ties by name', () => {
    expect(byName(sortClientRows(rows, { field: 'name', direction: 'desc' }))).toEqual([
      'Patel General Contracting',
      'Harborview Property Management',
      'Emily Carter',
    ]);
    expect(byName(sortClientRows(rows, { field: 'claims', direction: 'desc' }))[0]).toBe(
      'Emily Carter',
    );
    expect(byName(sortClientRows(rows, { field: 'updated', direction: 'desc' }))[0]).toBe(
      'Harborview Property Management',
    );
    for (const direction of ['asc', 'desc'] as const) {
      expect(byName(sortClientRows(rows, { field: 'primary', direction })).at(-1)).not.toBe(
        'Harborview Property Management',
      );
      expect(byName(sortClientRows(rows, { field: 'city', direction })).at(-1)).toBe(
        'Patel General Contracting',
      );
    }
    // An unknown field (a hand-edited URL) sorts by name.
    expect(byName(sortClientRows(rows, { field: 'nope', direction: 'asc' }))[0]).toBe(
      'Emily Carter',
    );
  });
});

describe('clients query in the URL', () => {
  it('writes only what differs from the defaults and reads it back', () => {
    expect(encodeClientsQuery(decodeClientsQuery({}))).toEqual({});
    const record = { q: 'tampa', role: 'insurance_adjuster', type: 'company', sort: 'claims:desc' };
    expect(encodeClientsQuery(decodeClientsQuery(record))).toEqual(record);
  });

  it('drops what it does not know', () => {
    expect(decodeClientsQuery({ role: 'boss', type: 'robot', sort: 'x' })).toEqual({
      filter: EMPTY_CLIENTS_FILTER,
      sort: { field: 'name', direction: 'asc' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../../../src/domain/permissions';
import { SearchIndex, words } from '../../../src/features/command-palette/search-index';
import {
  claimItem,
  clientItem,
  documentItem,
  pageItems,
  taskItem,
} from '../../../src/features/command-palette/search-items';

const OWNER = ['all'];
const VENDOR = DEFAULT_ROLES.Vendor;

const claim = (id: string, claimNumber: string, customer: string, extra = {}) =>
  claimItem({
    id,
    claimNumber,
    policyNumber: `POL-${id}`,
    clientName: 'Acme Insurance',
    customers: [{ id: `p-${id}`, name: customer, isPrimary: true }],
    address: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    ...extra,
  });

function demoIndex() {
  const index = new SearchIndex();
  index.upsert(claim('c1', 'CLM-2024-0001', 'Jane Müller'));
  index.upsert(claim('c2', 'CLM-2024-0002', 'Bob Stone', { address: '4 Jane Avenue' }));
  index.upsert(clientItem({ id: 'k1', name: 'Jane Cooper', email: 'jane@example.com', phone: '' }));
  index.upsert(taskItem({ id: 't1', title: 'Call Jane about the roof', description: '' }));
  index.upsert(documentItem({ id: 'd1', name: 'roof-photo.jpg', claimId: 'c1' }));
  for (const page of pageItems()) index.upsert(page);
  return index;
}

const titles = (
  index: SearchIndex,
  query: string,
  permissions: readonly string[] | undefined = OWNER,
  recent: string[] = [],
) => index.search(query, { permissions, recent }).map((hit) => hit.item.title);

describe('command palette search index', () => {
  it('splits text into lower-case words without accents', () => {
    expect(words('Jane MÜLLER, CLM-2024/7')).toEqual(['jane', 'muller', 'clm', '2024', '7']);
  });

  it('finds claims by number, policy, customer and address, every word a word start', () => {
    const index = demoIndex();
    expect(titles(index, 'clm 0002')).toEqual(['CLM-2024-0002']);
    expect(titles(index, 'CLM20240001')).toEqual(['CLM-2024-0001']);
    expect(titles(index, 'pol-c2')).toEqual(['CLM-2024-0002']);
    expect(titles(index, 'muller')).toEqual(['CLM-2024-0001']);
    expect(titles(index, 'elm springf')).toEqual(['CLM-2024-0001']);
    expect(titles(index, 'springfield 62701')).toEqual(['CLM-2024-0001', 'CLM-2024-0002']);
    // Inside a word is no match: "ane" does not find Jane.
    expect(titles(index, 'ane')).toEqual([]);
  });

  it('ranks a title match first, then a whole word, then claims before clients and tasks', () => {
    const index = demoIndex();
    expect(titles(index, 'jane')).toEqual([
      'Jane Cooper',
      'Call Jane about the roof',
      'CLM-2024-0001',
      'CLM-2024-0002',
    ]);
    expect(titles(index, 'roof')).toEqual(['Call Jane about the roof', 'roof-photo.jpg']);
  });

  it('finds settings pages by their words and by "settings"', () => {
    const index = demoIndex();
    expect(titles(index, 'appearance')).toEqual(['Appearance']);
    expect(titles(index, 'settings roles')).toEqual(['Roles and permissions']);
    expect(titles(index, 'tasks')[0]).toBe('Tasks');
  });

  it('offers nothing the user may not open', () => {
    const index = demoIndex();
    expect(titles(index, 'jane', VENDOR)).not.toContain('Jane Cooper');
    expect(titles(index, 'appearance', VENDOR)).toEqual([]);
    expect(titles(index, 'users', OWNER)).toContain('Users');
    expect(titles(index, 'users', ['view_claims'])).not.toContain('Users');
  });

  it('puts recent items first, most recent first, and lists only them for an empty query', () => {
    const index = demoIndex();
    expect(titles(index, 'jane', OWNER, ['claim:c2', 'task:t1'])).toEqual([
      'CLM-2024-0002',
      'Call Jane about the roof',
      'Jane Cooper',
      'CLM-2024-0001',
    ]);
    expect(titles(index, '', OWNER, ['page:tasks', 'claim:c1', 'claim:gone'])).toEqual([
      'Tasks',
      'CLM-2024-0001',
    ]);
  });

  it('follows changes live: added, changed and removed records, also while typing on', () => {
    const index = demoIndex();
    expect(titles(index, 'sto')).toEqual(['CLM-2024-0002']);
    index.upsert(claim('c3', 'CLM-2024-0003', 'Stella Stone'));
    expect(titles(index, 'ston')).toEqual(['CLM-2024-0002', 'CLM-2024-0003']);
    index.upsert(claim('c2', 'CLM-2024-0002', 'Bob Rivers'));
    expect(titles(index, 'stone')).toEqual(['CLM-2024-0003']);
    index.retainKind('claim', new Set(['claim:c1', 'claim:c2']));
    expect(titles(index, 'stone')).toEqual([]);
    expect(index.has('claim:c3')).toBe(false);
  });

  it('narrows the previous matches when the query extends it, with the same answer', () => {
    const index = demoIndex();
    titles(index, 'j');
    expect(titles(index, 'jane coo')).toEqual(['Jane Cooper']);
    expect(titles(index, 'jane')).toHaveLength(4);
  });
});

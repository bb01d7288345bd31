import { describe, expect, it } from 'vitest';
import { likelyDuplicates } from '../../../src/domain/contact-duplicates';

const noAddress = { street: '', city: '', state: '', zip: '' };
const emily = {
  id: 'c1',
  name: 'Emily Carter',
  email: 'emily.carter@mail.example.com',
  phone: '8135550142',
  address: { street: '412 Bayshore Drive', city: 'Tampa', state: 'FL', zip: '33606' },
};
const obrien = {
  id: 'c2',
  name: "Michael O'Brien",
  email: '',
  phone: '',
  address: { street: '9 Elm St.', city: 'Austin', state: 'TX', zip: '78701' },
};
const known = [emily, obrien];
const input = (patch: Partial<typeof emily>) => ({
  name: 'Someone New',
  email: '',
  phone: '',
  address: noAddress,
  ...patch,
});

describe('likelyDuplicates', () => {
  it('finds the same email whatever its case and spaces', () => {
    expect(likelyDuplicates(input({ email: ' Emily.Carter@MAIL.example.com ' }), known)).toEqual([
      { id: 'c1', name: 'Emily Carter', reason: 'same email' },
    ]);
  });

  it('finds the same phone however it is written', () => {
    expect(likelyDuplicates(input({ phone: '+1 (813) 555-0142' }), known)).toEqual([
      { id: 'c1', name: 'Emily Carter', reason: 'same phone' },
    ]);
  });

  it('finds a very similar name at the same address, not elsewhere', () => {
    const address = { street: '9 elm st', city: 'Austin', state: 'TX', zip: '78701' };
    expect(likelyDuplicates(input({ name: 'Michael OBrien', address }), known)).toEqual([
      { id: 'c2', name: "Michael O'Brien", reason: 'similar name at the same address' },
    ]);
    expect(likelyDuplicates(input({ name: 'Michael Obrian', address }), known)).toHaveLength(1);
    expect(
      likelyDuplicates(
        input({ name: 'Michael OBrien', address: { ...address, zip: '78702' } }),
        known,
      ),
    ).toEqual([]);
  });

  it('does not match empty fields, short different names or unrelated people', () => {
    expect(likelyDuplicates(input({}), known)).toEqual([]);
    expect(likelyDuplicates(input({ phone: '555' }), [{ ...emily, phone: '555' }])).toEqual([]);
    const shortAddress = { street: '1 Main', city: '', state: '', zip: '1' };
    expect(
      likelyDuplicates(input({ name: 'Ann Lee', address: shortAddress }), [
        { ...obrien, name: 'Dan Lee', address: shortAddress },
      ]),
    ).toEqual([]);
  });
});

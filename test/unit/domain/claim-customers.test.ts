import { describe, expect, it } from 'vitest';
import {
  addCustomer,
  ensureCustomers,
  primaryCustomer,
  removeCustomer,
  setPrimaryCustomer,
  withOnePrimary,
} from '../../../src/domain/claim-customers';

const a = { id: 'a', name: 'Ann', isPrimary: false };
const b = { id: 'b', name: 'Ben', isPrimary: false };
const c = { id: 'c', name: 'Cal', isPrimary: false };

describe('primary customer rules (SPEC 4, 5)', () => {
  it('builds a primary customer from the referral client when none is given', () => {
    expect(ensureCustomers(undefined, 'k1', 'Kim')).toEqual([
      { id: 'k1', name: 'Kim', isPrimary: true },
    ]);
    expect(ensureCustomers([], 'k1', 'Kim')).toHaveLength(1);
  });

  it('gives no customer when there is neither a list nor a client', () => {
    expect(ensureCustomers(undefined, null, 'Kim')).toEqual([]);
  });

  it('makes the first customer primary when none is', () => {
    expect(withOnePrimary([a, b]).map((x) => x.isPrimary)).toEqual([true, false]);
  });

  it('keeps exactly one primary when several claim it', () => {
    const list = withOnePrimary([a, { ...b, isPrimary: true }, { ...c, isPrimary: true }]);
    expect(list.map((x) => x.isPrimary)).toEqual([false, true, false]);
  });

  it('makes the first customer added primary', () => {
    expect(addCustomer([], a)).toEqual([{ ...a, isPrimary: true }]);
    expect(addCustomer([{ ...a, isPrimary: true }], b).map((x) => x.isPrimary)).toEqual([
      true,
      false,
    ]);
  });

  it('adding a customer as primary clears the others', () => {
    const list = addCustomer([{ ...a, isPrimary: true }], { ...b, isPrimary: true });
    expect(list.filter((x) => x.isPrimary).map((x) => x.id)).toEqual(['b']);
  });

  it('setting a primary clears the others', () => {
    const list = setPrimaryCustomer([{ ...a, isPrimary: true }, b, c], 'c');
    expect(list.map((x) => x.isPrimary)).toEqual([false, false, true]);
  });

  it('removing the primary promotes the first remaining customer', () => {
    const list = removeCustomer([a, { ...b, isPrimary: true }, c], 'b');
    expect(list).toEqual([{ ...a, isPrimary: true }, c]);
  });

  it('refuses to remove the last customer', () => {
    expect(removeCustomer([{ ...a, isPrimary: true }], 'a')).toBeNull();
  });

  it('never mutates its input', () => {
    const input = [a, b];
    setPrimaryCustomer(input, 'b');
    removeCustomer(input, 'a');
    expect(input).toEqual([a, b]);
  });

  it('finds the primary customer, falling back to the first', () => {
    expect(primaryCustomer([a, { ...b, isPrimary: true }])?.id).toBe('b');
    expect(primaryCustomer([a, b])?.id).toBe('a');
    expect(primaryCustomer([])).toBeUndefined();
  });
});

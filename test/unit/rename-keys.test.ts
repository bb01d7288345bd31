import { describe, expect, it } from 'vitest';
import { jsonExcess, MAX_JSON_DEPTH, MAX_JSON_VALUES } from '../../src/domain/json-bounds';
import { renameKeys } from '../../src/domain/rename-keys';

const upper = (key: string) => key.toUpperCase();

describe('renameKeys', () => {
  it('renames every key, keeping order, arrays and scalars', () => {
    const value = { b_1: [{ c: 1 }, 2, null], a: { d: 'x' }, e: undefined };
    const renamed = renameKeys(value, upper);
    expect(renamed).toEqual({ B_1: [{ C: 1 }, 2, null], A: { D: 'x' }, E: undefined });
    expect(Object.keys(renamed as object)).toEqual(['B_1', 'A', 'E']);
  });

  it('lets the last of two keys that rename alike win, as a plain loop does', () => {
    expect(renameKeys({ a: 1, A: 2 }, upper)).toEqual({ A: 2 });
  });

  it('converts 100,000 levels without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = { k: [deep] };
    let out = renameKeys(deep, upper) as { K: unknown[] };
    let levels = 0;
    while (typeof out === 'object') {
      out = out.K[0] as { K: unknown[] };
      levels += 1;
    }
    expect(levels).toBe(100_000);
    expect(out).toBe('leaf');
  });
});

describe('jsonExcess', () => {
  it('passes what the app sends', () => {
    expect(jsonExcess({ claim: { customers: [{ id: 'a', isPrimary: true }] } })).toBeNull();
  });

  it('names the first path that nests too deep, cut after four levels', () => {
    let deep: unknown = 1;
    for (let i = 0; i <= MAX_JSON_DEPTH; i += 1) deep = { x: deep };
    expect(jsonExcess({ contact: { metadata: deep } })).toEqual({
      field: 'contact.metadata.x.x…',
      message: `nests deeper than ${MAX_JSON_DEPTH} levels`,
    });
    expect(jsonExcess(JSON.parse('['.repeat(50_000) + ']'.repeat(50_000)))).toMatchObject({
      field: '0.0.0.0…',
    });
  });

  it('refuses more values than the bound', () => {
    expect(jsonExcess(new Array(MAX_JSON_VALUES).fill(1))).toEqual({
      field: '(body)',
      message: `holds more than ${MAX_JSON_VALUES} values`,
    });
  });
});

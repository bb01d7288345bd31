import { beforeAll, describe, expect, it } from 'vitest';
import { installDomWindow } from '../../../server/lib/dom-window';
import { cleanObject } from '../../../src/domain/cleaning/clean-object';

beforeAll(installDomWindow);

describe('cleanObject (SPEC 5 object cleaning)', () => {
  it('picks the rule by key name, in the SPEC order', () => {
    expect(
      cleanObject({
        name: `  O'Brien   &  Sons `,
        email: ' Ops@Example.COM ',
        primaryEmail: 'not an email',
        phone: '(555) 123-4567',
        mobilePhone: '12',
        website: ' https://obrien.example ',
        logoUrl: 'javascript:alert(1)',
        html: '<b onclick="x">b</b>',
        noteContent: '<i>i</i><script>x</script>',
        emailUrl: 'A@B.IO',
      }),
    ).toEqual({
      name: `O'Brien & Sons`,
      email: 'ops@example.com',
      primaryEmail: '',
      phone: '5551234567',
      mobilePhone: '',
      website: 'https://obrien.example',
      logoUrl: '',
      html: '<b>b</b>',
      noteContent: '<i>i</i>',
      emailUrl: 'a@b.io',
    });
  });

  it('treats text as note text only on an object with createdBy', () => {
    expect(cleanObject({ text: 'a <b>\nc', createdBy: 'u1' }).text).toBe('a &lt;b&gt;<br>c');
    expect(cleanObject({ text: 'a <b>\nc', created_by: 'u1' }).text).toBe('a &lt;b&gt;<br>c');
    expect(cleanObject({ text: 'a <b>\nc' }).text).toBe('a ＜b> c');
  });

  it('recurses through arrays and nested objects, leaving non-strings alone', () => {
    const when = new Date(0);
    const input = {
      emails: [' A@B.io ', 'bad'],
      address: { street: ' 1   Main St ', zip: 12345 },
      metadata: { client: { primaryContact: { email: 'X@Y.io', phone: '555-1234' } } },
      notes: [{ text: 'x\ny', createdBy: 'me', isClientVisible: false }],
      tags: [[' a ', ['  b  ']]],
      deleted: null,
      missing: undefined,
      when,
      count: 3,
      ok: true,
    };
    expect(cleanObject(input)).toEqual({
      emails: ['a@b.io', ''],
      address: { street: '1 Main St', zip: 12345 },
      metadata: { client: { primaryContact: { email: 'x@y.io', phone: '5551234' } } },
      notes: [{ text: 'x<br>y', createdBy: 'me', isClientVisible: false }],
      tags: [['a', ['b']]],
      deleted: null,
      missing: undefined,
      when,
      count: 3,
      ok: true,
    });
    expect(cleanObject(input).when).toBe(when);
  });

  it('never mutates its input', () => {
    const input = { name: '  a  ', nested: { email: ' A@B.IO ' }, list: [' x '] };
    const snapshot = structuredClone(input);
    cleanObject(input);
    expect(input).toEqual(snapshot);
  });

  it('cleans top-level strings and arrays with the text rule', () => {
    expect(cleanObject('  a  b ')).toBe('a b');
    expect(cleanObject([' a ', 1, null])).toEqual(['a', 1, null]);
    expect(cleanObject(null)).toBeNull();
  });

  it('keeps a __proto__ key as data, never as a prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": " yes "}, "a": 1}') as object;
    const clean = cleanObject(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(clean, '__proto__')?.value).toEqual({ polluted: 'yes' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses cyclic input with a clear error', () => {
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    expect(() => cleanObject(cyclic)).toThrow(/cycle/);
    const shared = { name: ' s ' };
    expect(cleanObject({ a: shared, b: shared })).toEqual({ a: { name: 's' }, b: { name: 's' } });
  });
});

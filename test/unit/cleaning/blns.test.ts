import { beforeAll, describe, expect, it } from 'vitest';
import { installDomWindow } from '../../../server/lib/dom-window';
import { cleanObject } from '../../../src/domain/cleaning/clean-object';
import { loadBlns } from './peer-vectors';

beforeAll(installDomWindow);

describe('Big List of Naughty Strings through the object cleaner', () => {
  const strings = loadBlns();

  it('reads all 515 strings', () => {
    expect(strings).toHaveLength(515);
  });

  it('cleans each string under every rule without throwing, idempotently', () => {
    for (const value of strings) {
      const record = {
        name: value,
        email: value,
        phone: value,
        website: value,
        content: value,
        notes: [{ text: value, createdBy: 'u1' }],
        metadata: { client: { companyName: value, tags: [value] } },
      };
      const once = cleanObject(record);
      expect(cleanObject(once), JSON.stringify(value)).toEqual(once);
      expect(record.name).toBe(value);
    }
  });

  it('stores every cleaned string as valid UTF-8 text PostgreSQL accepts', () => {
    for (const value of strings) {
      const { name, notes } = cleanObject({
        name: value,
        notes: [{ text: value, createdBy: 'u' }],
      });
      for (const clean of [name, notes[0]?.text ?? '']) {
        expect(clean.includes('\u0000')).toBe(false);
        expect(clean).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
        expect(
          new TextDecoder('utf-8', { ignoreBOM: true }).decode(new TextEncoder().encode(clean)),
        ).toBe(clean);
      }
    }
  });
});

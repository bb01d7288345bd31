import { describe, expect, it } from 'vitest';
import { isTempId, newTempId } from '../../../src/domain/temp-id';

describe('temp ids (records made on this device, not yet acknowledged)', () => {
  it('makes distinct ids that it recognizes as temporary', () => {
    const a = newTempId();
    const b = newTempId();
    expect(a).toMatch(/^temp-[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
    expect(isTempId(a)).toBe(true);
  });

  it('does not take a server id, or one that merely contains the prefix, for a temp id', () => {
    expect(isTempId('4f1c2b9e-0d3a-4c7e-9b1a-2e5f6a7b8c9d')).toBe(false);
    expect(isTempId('claim-temp-1')).toBe(false);
    expect(isTempId('')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { camelKeys, snakeKeys } from '../../server/http/keys';
import { normalizeBody } from '../../server/plugins/app/payload';

describe('request body normalisation', () => {
  it('unwraps {payload} and camel-cases keys deeply', () => {
    expect(
      normalizeBody({ payload: { claim_id: 'c', customers: [{ is_primary: true, id: 'x' }] } }),
    ).toEqual({ claimId: 'c', customers: [{ isPrimary: true, id: 'x' }] });
  });

  it('leaves bodies that merely contain a payload field alongside others', () => {
    expect(normalizeBody({ payload: 1, other_field: 2 })).toEqual({ payload: 1, otherField: 2 });
  });

  it('keeps arrays, scalars and camelCase keys as they are', () => {
    expect(normalizeBody([{ a_b: 1 }])).toEqual([{ aB: 1 }]);
    expect(normalizeBody('text')).toBe('text');
    expect(normalizeBody({ forceLocalClaims: true })).toEqual({ forceLocalClaims: true });
  });

  it('round-trips between the cases, keeping organization_id readable on the wire', () => {
    const wire = snakeKeys({ organizationId: 'o', statusChangedAt: 't', nested: { zipCode: '1' } });
    expect(wire).toEqual({
      organization_id: 'o',
      status_changed_at: 't',
      nested: { zip_code: '1' },
    });
    expect(camelKeys(wire)).toEqual({
      organizationId: 'o',
      statusChangedAt: 't',
      nested: { zipCode: '1' },
    });
  });
});

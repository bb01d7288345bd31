import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../server/db/schema/contacts';
import { MAX_JSON_DEPTH } from '../../src/domain/json-bounds';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import { call, expectError, sessionsFor, type Session } from './sync-helpers';

const nestedObject = (depth: number): Record<string, unknown> => {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

// Issue 11, "bad data must not poison sync": a body nested too deep is refused with a 400 that
// names where, before anything converts or stores it; the depth the app uses passes.
describe.each(databaseTargets())('JSON bounds on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  const db = () => ctx.opened.database.db;
  const named = async (name: string) => db().select().from(contacts).where(eq(contacts.name, name));

  beforeAll(async () => {
    [owner] = await sessionsFor(ctx.app, ['owner'] as const);
  });

  it('refuses a contact whose metadata nests 3,000 deep, naming the field, storing nothing', async () => {
    const name = 'Deep Metadata Contact';
    const response = await call(ctx.app, owner, 'POST', '/api/contacts', {
      contact: { name, roles: ['client'], metadata: nestedObject(3_000) },
    });
    expectError(response, 400, 'Validation failed');
    const details = response.json().details as Record<string, string>;
    expect(Object.keys(details)).toEqual(['contact.metadata.a.a…']);
    expect(Object.values(details)[0]).toBe(`nests deeper than ${MAX_JSON_DEPTH} levels`);
    expect(await named(name)).toHaveLength(0);
  });

  it('answers arrays nested 5,000 deep with a 400, not a 500', async () => {
    // Written as text: serializing it would overflow the test's own stack.
    const deep = '['.repeat(5_000) + ']'.repeat(5_000);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/contacts/x',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: `{"payload":{"contact":{"name":"x","roles":${deep}}}}`,
    });
    expectError(response, 400, 'Validation failed');
    expect(response.json().details).toEqual({
      'contact.roles.0.0…': `nests deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });

  it('accepts metadata nested as deep as the bound', async () => {
    const name = 'Bounded Metadata Contact';
    // The body adds two levels (contact, metadata) above the nested value.
    const response = await call(ctx.app, owner, 'POST', '/api/contacts', {
      contact: { name, roles: ['client'], metadata: nestedObject(MAX_JSON_DEPTH - 3) },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await named(name)).toHaveLength(1);
  });
});

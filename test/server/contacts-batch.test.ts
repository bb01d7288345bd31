import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../server/db/schema/contacts';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import type { Session } from './sync-helpers';
import { call, expectError, sessionsFor } from './sync-helpers';

const item = (name: string, extra: Record<string, unknown> = {}, line?: number) => ({
  id: randomUUID(),
  ...(line ? { line } : {}),
  contact: { name, roles: ['client'], ...extra },
});

describe.each(databaseTargets())('contacts import batch on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  let adjuster: Session;
  let client: Session;
  let other: Session;
  const db = () => ctx.opened.database.db;
  const stored = async (orgId: string) =>
    (await db().select({ n: count() }).from(contacts).where(eq(contacts.organizationId, orgId)))[0]!
      .n;
  const post = (session: Session, body: unknown, key = randomUUID()) =>
    call(ctx.app, session, 'POST', '/api/contacts/batch', body, { 'idempotency-key': key });

  beforeAll(async () => {
    [owner, adjuster, client, other] = await sessionsFor(ctx.app, [
      'owner',
      'adjuster',
      'client',
      'owner2',
    ] as const);
  });

  it('creates every contact of the batch, cleaned, under the ids the device chose', async () => {
    const items = [
      item(' Ada   Lovelace ', { email: ' Ada@Example.COM ', phone: '(555) 123-4567' }, 2),
      item('Acme Roofing', { metadata: { client: { type: 'company', company_name: 'Acme' } } }, 3),
    ];
    const response = await post(adjuster, { contacts: items });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data as { id: string }[];
    expect(data.map((c) => c.id)).toEqual(items.map((i) => i.id));
    expect(data[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '5551234567',
      organization_id: adjuster.orgId,
      version: 1,
    });
    const [row] = await db()
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, items[1]!.id), eq(contacts.organizationId, adjuster.orgId)));
    expect(row?.metadata).toMatchObject({ client: { type: 'company', companyName: 'Acme' } });
    const list = await call(ctx.app, owner, 'GET', `/api/organizations/${owner.orgId}/contacts`);
    const listed = (list.json().data as { id: string }[]).map((c) => c.id);
    expect(listed).toEqual(expect.arrayContaining(items.map((i) => i.id)));
  });

  it('refuses the whole batch when one row is bad, naming its line and field', async () => {
    const before = await stored(owner.orgId);
    const response = await post(owner, {
      contacts: [
        item('Good Row', {}, 2),
        item('Bad Email', { email: 'not-an-email' }, 3),
        item('   ', {}, 4),
      ],
    });
    expectError(response, 400, 'Line 3, email: Enter a valid email address');
    expect(response.json().details).toEqual({
      'Line 3, email': 'Enter a valid email address',
      'Line 4, name': 'Name is required',
    });
    expect(await stored(owner.orgId)).toBe(before);
  });

  it('bounds the batch and checks the ids', async () => {
    const before = await stored(owner.orgId);
    expectError(await post(owner, { contacts: [] }), 400);
    const many = Array.from({ length: 501 }, (_, i) => item(`Person ${i}`));
    expectError(await post(owner, { contacts: many }), 400);
    expectError(
      await post(owner, { contacts: [{ id: 'mine', contact: { name: 'X', roles: ['client'] } }] }),
      400,
    );
    expect(await stored(owner.orgId)).toBe(before);
  });

  it('applies a batch resent with the same Idempotency-Key once', async () => {
    const before = await stored(owner.orgId);
    const body = { contacts: [item('Once A'), item('Once B')] };
    const key = randomUUID();
    const first = await post(owner, body, key);
    const again = await post(owner, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stored(owner.orgId)).toBe(before + 2);
    // The same ids under a new key: refused, nothing more written.
    expectError(await post(owner, body), 409);
    expect(await stored(owner.orgId)).toBe(before + 2);
  });

  it('refuses a role without client write rights and never crosses organizations', async () => {
    const before = await stored(owner.orgId);
    expectError(await post(client, { contacts: [item('Client Try')] }), 403);
    expect(await stored(owner.orgId)).toBe(before);
    // An id another organization already holds is refused, and that contact is left alone.
    const theirs = item('Theirs');
    expect((await post(other, { contacts: [theirs] })).statusCode).toBe(201);
    expectError(await post(owner, { contacts: [{ ...theirs, contact: { name: 'Mine' } }] }), 409);
    const [row] = await db().select().from(contacts).where(eq(contacts.id, theirs.id));
    expect(row).toMatchObject({ name: 'Theirs', organizationId: other.orgId });
    expect(await stored(owner.orgId)).toBe(before);
  });
});

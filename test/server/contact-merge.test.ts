import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimContacts, claims } from '../../server/db/schema/claims';
import { contacts } from '../../server/db/schema/contacts';
import { calendarEvents } from '../../server/db/schema/tasks';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import type { Session } from './sync-helpers';
import { call, createClaim, expectError, sessionsFor } from './sync-helpers';

type Wire = Record<string, unknown> & { id: string; version: number };

describe.each(databaseTargets())('contact merge on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  let client: Session;
  let other: Session;
  const db = () => ctx.opened.database.db;
  const newContact = async (session: Session, contact: Record<string, unknown>) => {
    const response = await call(ctx.app, session, 'POST', '/api/contacts', { contact });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Wire & { name: string };
  };
  const merge = (session: Session, sourceId: string, body: unknown) =>
    call(ctx.app, session, 'POST', `/api/contacts/${sourceId}/merge`, body);
  const contactRow = async (id: string) =>
    (await db().select().from(contacts).where(eq(contacts.id, id)))[0];
  const pulled = async (session: Session, resource: string) => {
    const url = `/api/organizations/${session.orgId}/${resource}?limit=1000`;
    const response = await call(ctx.app, session, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Wire[];
  };

  beforeAll(async () => {
    [owner, client, other] = await sessionsFor(ctx.app, ['owner', 'client', 'owner2'] as const);
  });

  it('moves every claim reference, link and attendance to the kept contact in one write', async () => {
    const source = await newContact(owner, {
      name: 'Jon Smith',
      phone: '5551112222',
      roles: ['vendor'],
      metadata: { vendor: { notes: 'roofer' } },
    });
    const kept = await newContact(owner, {
      name: 'John Smith',
      email: 'john@example.com',
      roles: ['client'],
    });
    const bystander = await newContact(owner, { name: 'Bystander', roles: ['client'] });
    // The source as referral client and customer; then beside the kept contact (source primary);
    // then as a linked adjuster on a claim that already links the kept contact.
    const asClient = await createClaim(ctx.app, owner, {
      clientId: source.id,
      clientName: source.name,
      customers: [{ id: source.id, name: source.name }],
    });
    const both = await createClaim(ctx.app, owner, {
      customers: [
        { id: kept.id, name: kept.name, isPrimary: false },
        { id: source.id, name: source.name, isPrimary: true },
        { id: bystander.id, name: bystander.name, isPrimary: false },
      ],
    });
    const linked = await createClaim(ctx.app, owner, {
      customers: [{ id: kept.id, name: kept.name }],
    });
    await db()
      .insert(claimContacts)
      .values({ claimId: linked.id, contactId: source.id, organizationId: owner.orgId });
    const [event] = await db()
      .insert(calendarEvents)
      .values({
        organizationId: owner.orgId,
        title: 'Inspection',
        startAt: new Date('2026-12-01T10:00:00Z'),
        endAt: new Date('2026-12-01T11:00:00Z'),
        attendees: [owner.userId, source.id, kept.id],
      })
      .returning();

    const response = await merge(owner, source.id, { intoId: kept.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: source.id,
      deleted: true,
      merged_into: kept.id,
      version: 2,
    });
    expect(response.json().data.moved_claims).toEqual([
      ...[asClient, both]
        .map((claim) => ({ id: claim.id, version: claim.version + 1 }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    ]);

    const rows = await db()
      .select()
      .from(claims)
      .where(inArray(claims.id, [asClient.id, both.id, linked.id]));
    const claimOf = (id: string) => rows.find((r) => r.id === id)!;
    expect(claimOf(asClient.id)).toMatchObject({
      clientId: kept.id,
      clientName: 'John Smith',
      customers: [{ id: kept.id, name: 'John Smith', isPrimary: true }],
      version: asClient.version + 1,
    });
    expect(claimOf(both.id).customers).toEqual([
      { id: kept.id, name: 'John Smith', isPrimary: true },
      { id: bystander.id, name: 'Bystander', isPrimary: false },
    ]);
    // A claim naming the source only through a link row is not rewritten; its link moves.
    expect(claimOf(linked.id).version).toBe(linked.version);
    const links = await db()
      .select()
      .from(claimContacts)
      .where(inArray(claimContacts.claimId, [asClient.id, both.id, linked.id]));
    const live = links.filter((l) => !l.deleted);
    expect(live.filter((l) => l.contactId === source.id)).toEqual([]);
    expect(
      live
        .filter((l) => l.contactId === kept.id)
        .map((l) => l.claimId)
        .sort(),
    ).toEqual([asClient.id, both.id, linked.id].sort());
    expect(live.find((l) => l.claimId === both.id && l.contactId === kept.id)?.isPrimary).toBe(
      true,
    );

    const [movedEvent] = await db()
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.id, event!.id));
    expect(movedEvent).toMatchObject({ attendees: [owner.userId, kept.id], version: 2 });

    // The kept contact keeps its name and values, and takes what it lacked.
    expect(await contactRow(kept.id)).toMatchObject({
      name: 'John Smith',
      email: 'john@example.com',
      phone: '5551112222',
      roles: ['client', 'vendor'],
      metadata: { vendor: { notes: 'roofer' } },
      version: 2,
      deleted: false,
    });

    // Other devices pull the tombstone with its redirect, the kept contact and the moved claims.
    const pulledContacts = await pulled(owner, 'contacts');
    expect(pulledContacts.find((c) => c.id === source.id)).toMatchObject({
      deleted: true,
      merged_into: kept.id,
    });
    expect(pulledContacts.find((c) => c.id === kept.id)).toMatchObject({ version: 2 });
    const pulledClaims = await pulled(owner, 'claims');
    expect(pulledClaims.find((c) => c.id === asClient.id)).toMatchObject({
      client_id: kept.id,
      customers: [{ id: kept.id, name: 'John Smith', is_primary: true }],
    });

    // Sent again (a lost answer), the same merge answers the same and changes nothing.
    const again = await merge(owner, source.id, { intoId: kept.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ id: source.id, merged_into: kept.id, version: 2 });
    expect((await contactRow(kept.id))?.version).toBe(2);
    // Into another contact, a merged (deleted) contact is not found.
    expectError(await merge(owner, source.id, { intoId: bystander.id }), 404, 'Contact not found');
  });

  it('redirects a late claim write naming a merged contact (a device that had not pulled the merge)', async () => {
    const first = await newContact(owner, { name: 'First Dup' });
    const second = await newContact(owner, { name: 'Second Dup' });
    const kept = await newContact(owner, { name: 'Kept One' });
    const other = await newContact(owner, { name: 'Other Customer' });
    expect((await merge(owner, first.id, { intoId: second.id })).statusCode).toBe(200);
    expect((await merge(owner, second.id, { intoId: kept.id })).statusCode).toBe(200);
    // Created naming the first (merged twice): it lands on the kept contact.
    const created = await createClaim(ctx.app, owner, {
      clientId: first.id,
      clientName: first.name,
      customers: [
        { id: first.id, name: first.name, isPrimary: true },
        { id: kept.id, name: kept.name, isPrimary: false },
      ],
    });
    expect(created).toMatchObject({
      client_id: kept.id,
      client_name: 'Kept One',
      customers: [{ id: kept.id, name: 'Kept One', is_primary: true }],
    });
    const updated = await call(
      ctx.app,
      owner,
      'PUT',
      `/api/claims/${created.id}`,
      {
        claim: {
          customers: [
            { id: other.id, name: other.name, isPrimary: true },
            { id: second.id, name: second.name, isPrimary: false },
          ],
        },
      },
      { 'if-match': `"${created.version}"` },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      client_id: kept.id,
      customers: [
        { id: other.id, is_primary: true },
        { id: kept.id, name: 'Kept One', is_primary: false },
      ],
    });
  });

  it('refuses a self merge, a bad body, unknown ids and another organization, changing nothing', async () => {
    const one = await newContact(owner, { name: 'Only One' });
    const theirs = await newContact(other, { name: 'Their Contact' });
    expectError(
      await merge(owner, one.id, { intoId: one.id }),
      400,
      'A contact cannot be merged into itself',
    );
    const missing = await merge(owner, one.id, {});
    expectError(missing, 400, 'Validation failed');
    expect(JSON.stringify(missing.json())).toContain('intoId');
    expectError(await merge(owner, 'nope', { intoId: one.id }), 404, 'Contact not found');
    expectError(
      await merge(owner, one.id, { intoId: 'nope' }),
      404,
      'The contact to merge into was not found',
    );
    // Across organizations, either way round, the other's contact does not exist.
    expectError(
      await merge(owner, one.id, { intoId: theirs.id }),
      404,
      'The contact to merge into was not found',
    );
    expectError(await merge(owner, theirs.id, { intoId: one.id }), 404, 'Contact not found');
    expectError(await merge(client, one.id, { intoId: theirs.id }), 403);
    for (const id of [one.id, theirs.id]) {
      expect(await contactRow(id)).toMatchObject({ version: 1, deleted: false, mergedInto: null });
    }
  });

  it('refuses to merge two contacts with different portal logins', async () => {
    const first = await newContact(owner, { name: 'Portal One' });
    const second = await newContact(owner, { name: 'Portal Two' });
    await db().update(contacts).set({ userId: owner.userId }).where(eq(contacts.id, first.id));
    await db().update(contacts).set({ userId: client.userId }).where(eq(contacts.id, second.id));
    const refused = await merge(owner, first.id, { intoId: second.id });
    expectError(
      refused,
      409,
      'Both contacts have a portal login; remove one of them before merging',
    );
    expect(refused.json().data).toMatchObject({ id: first.id, deleted: false });
    expect(await contactRow(first.id)).toMatchObject({ deleted: false, userId: owner.userId });

    // One login moves to the kept contact, so its user keeps seeing the claims.
    await db().update(contacts).set({ userId: null }).where(eq(contacts.id, second.id));
    expect((await merge(owner, first.id, { intoId: second.id })).statusCode).toBe(200);
    expect(await contactRow(second.id)).toMatchObject({ userId: owner.userId });
    expect(await contactRow(first.id)).toMatchObject({ userId: null, deleted: true });
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanText } from '../../src/domain/cleaning/clean-text';
import { claimContacts } from '../../server/db/schema/claims';
import { contacts } from '../../server/db/schema/contacts';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import type { Session } from './sync-helpers';
import { call, createClaim, expectError, sessionsFor } from './sync-helpers';

const blns = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../shared/vectors/blns.json'), 'utf8'),
) as string[];

describe.each(databaseTargets())('contacts on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  let adjuster: Session;
  let client: Session;
  let other: Session;
  const db = () => ctx.opened.database.db;
  const newContact = async (session: Session, name: string) => {
    const response = await call(ctx.app, session, 'POST', '/api/contacts', {
      contact: { name, roles: ['client'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; name: string; version: number };
  };

  beforeAll(async () => {
    [owner, adjuster, client, other] = await sessionsFor(ctx.app, [
      'owner',
      'adjuster',
      'client',
      'owner2',
    ] as const);
  });

  it('creates a cleaned contact, ignoring organization, id, version and user link', async () => {
    const response = await call(ctx.app, adjuster, 'POST', '/api/contacts', {
      contact: {
        name: '  Ada   Lovelace ',
        email: ' Ada@Example.COM ',
        phone: '(555) 123-4567',
        roles: ['client'],
        address: { street: '1 Loop', city: 'Chicago', state: 'IL', zip: '60601' },
        metadata: { client: { type: 'individual', first_name: 'Ada', last_name: 'Lovelace' } },
        organization_id: other.orgId,
        id: 'mine',
        version: 7,
        user_id: owner.userId,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const contact = response.json().data;
    expect(contact).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '5551234567',
      organization_id: adjuster.orgId,
      version: 1,
      metadata: { client: { first_name: 'Ada', last_name: 'Lovelace', type: 'individual' } },
    });
    expect(contact.id).not.toBe('mine');
    expect(contact).not.toHaveProperty('user_id');
    const [row] = await db().select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row?.userId).toBeNull();
  });

  it('validates, updates with If-Match and renames the contact in its claims', async () => {
    expectError(
      await call(ctx.app, owner, 'POST', '/api/contacts', { contact: { name: '   ' } }),
      400,
      'Validation failed',
    );
    expectError(
      await call(ctx.app, owner, 'POST', '/api/contacts', {
        contact: { name: 'X', roles: ['boss'] },
      }),
      400,
    );
    const contact = await newContact(owner, 'Old Name');
    const claim = await createClaim(ctx.app, owner, {
      customers: [{ id: contact.id, name: 'Old Name' }],
    });
    const stale = await call(
      ctx.app,
      owner,
      'PUT',
      `/api/contacts/${contact.id}`,
      { name: 'New' },
      { 'if-match': '"9"' },
    );
    expectError(stale, 409, 'Version conflict');
    expect(stale.json().data).toMatchObject({ id: contact.id, name: 'Old Name' });
    const updated = await call(
      ctx.app,
      owner,
      'PUT',
      `/api/contacts/${contact.id}`,
      { name: 'New Name' },
      { 'if-match': '"1"' },
    );
    expect(updated.json().data).toMatchObject({ name: 'New Name', version: 2, roles: ['client'] });
    const reread = await call(ctx.app, owner, 'GET', `/api/claims/${claim.id}`);
    expect(reread.json().data.customers).toEqual([
      { id: contact.id, name: 'New Name', is_primary: true },
    ]);
    expectError(
      await call(ctx.app, owner, 'PUT', '/api/contacts/nope', { name: 'X' }),
      404,
      'Contact not found',
    );
    // Still the claim's customer: refused (next test); once the claim is gone it may go.
    expect((await call(ctx.app, owner, 'DELETE', `/api/claims/${claim.id}`)).statusCode).toBe(200);
    const deleted = await call(ctx.app, owner, 'DELETE', `/api/contacts/${contact.id}`);
    expect(deleted.json().data).toMatchObject({ deleted: true, version: 3 });
    expectError(
      await call(ctx.app, owner, 'DELETE', `/api/contacts/${contact.id}`),
      404,
      'Contact not found',
    );
  });

  it('refuses to delete a contact a live claim references, and changes nothing', async () => {
    const customer = await newContact(owner, 'Linked Customer');
    const referrer = await newContact(owner, 'Linked Referrer');
    const adjusterContact = await newContact(owner, 'Linked Adjuster');
    const claim = await createClaim(ctx.app, owner, {
      clientId: referrer.id,
      clientName: referrer.name,
      customers: [{ id: customer.id, name: customer.name }],
    });
    await db().insert(claimContacts).values({
      claimId: claim.id,
      contactId: adjusterContact.id,
      organizationId: owner.orgId,
    });
    for (const contact of [customer, referrer, adjusterContact]) {
      const refused = await call(
        ctx.app,
        adjuster,
        'DELETE',
        `/api/contacts/${contact.id}`,
        undefined,
        {
          'if-match': '"1"',
        },
      );
      expectError(
        refused,
        409,
        'This contact is linked to one claim. Remove it from that claim before deleting it.',
      );
      // The current contact rides along, so a queued delete can be undone on the device.
      expect(refused.json().data).toMatchObject({ id: contact.id, deleted: false, version: 1 });
      const [row] = await db().select().from(contacts).where(eq(contacts.id, contact.id));
      expect(row).toMatchObject({ deleted: false, version: 1 });
    }
    // A stale version is still a version conflict, answered before the link check.
    expectError(
      await call(ctx.app, owner, 'DELETE', `/api/contacts/${customer.id}`, undefined, {
        'if-match': '"7"',
      }),
      409,
      'Version conflict',
    );
    expect((await call(ctx.app, owner, 'DELETE', `/api/claims/${claim.id}`)).statusCode).toBe(200);
    for (const contact of [customer, referrer, adjusterContact]) {
      const deleted = await call(ctx.app, adjuster, 'DELETE', `/api/contacts/${contact.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
  });

  it('links, sets primary and unlinks customers, keeping claims.customers and links consistent', async () => {
    const first = await newContact(owner, 'First Customer');
    const second = await newContact(owner, 'Second Customer');
    const claim = await createClaim(ctx.app, owner, {
      customers: [{ id: first.id, name: first.name }],
    });
    const base = (c: string) => `/api/contacts/${c}/claims/${claim.id}`;

    const linked = await call(ctx.app, owner, 'POST', base(second.id), { isPrimary: false });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.customers).toEqual([
      { id: first.id, name: first.name, is_primary: true },
      { id: second.id, name: second.name, is_primary: false },
    ]);
    expect(linked.json().data.version).toBe(2);

    const primary = await call(ctx.app, owner, 'PUT', `${base(second.id)}/primary`, {});
    expect(primary.json().data.customers.map((c: { is_primary: boolean }) => c.is_primary)).toEqual(
      [false, true],
    );
    const links = await db()
      .select()
      .from(claimContacts)
      .where(eq(claimContacts.claimId, claim.id));
    expect(links.map((l) => [l.contactId, l.isPrimary, l.deleted]).sort()).toEqual(
      [
        [first.id, false, false],
        [second.id, true, false],
      ].sort(),
    );

    const unlinked = await call(ctx.app, owner, 'DELETE', base(second.id));
    expect(unlinked.json().data.customers).toEqual([
      { id: first.id, name: first.name, is_primary: true },
    ]);
    expectError(
      await call(ctx.app, owner, 'DELETE', base(first.id)),
      400,
      'Cannot update claim without at least one customer',
    );
    expectError(
      await call(ctx.app, owner, 'PUT', `${base(second.id)}/primary`, {}),
      404,
      'Contact is not a customer of this claim',
    );
    expectError(
      await call(ctx.app, owner, 'POST', base('nope'), { isPrimary: true }),
      404,
      'Contact not found',
    );
    expectError(
      await call(ctx.app, owner, 'POST', `/api/contacts/${first.id}/claims/nope`, {}),
      404,
      'Claim not found',
    );
  });

  it('needs client permissions and isolates tenants', async () => {
    expectError(
      await call(ctx.app, client, 'GET', `/api/organizations/${client.orgId}/contacts`),
      403,
    );
    expectError(
      await call(ctx.app, client, 'POST', '/api/contacts', { contact: { name: 'X' } }),
      403,
    );
    const foreign = (
      await call(ctx.app, other, 'GET', `/api/organizations/${other.orgId}/contacts`)
    ).json().data[0];
    const before = await db().select().from(contacts).where(eq(contacts.id, foreign.id));
    expectError(
      await call(ctx.app, owner, 'GET', `/api/organizations/${other.orgId}/contacts`),
      404,
    );
    expectError(
      await call(ctx.app, owner, 'PUT', `/api/contacts/${foreign.id}`, { name: 'X' }),
      404,
    );
    expectError(await call(ctx.app, owner, 'DELETE', `/api/contacts/${foreign.id}`), 404);
    const own = await createClaim(ctx.app, owner);
    expectError(
      await call(ctx.app, owner, 'POST', `/api/contacts/${foreign.id}/claims/${own.id}`, {}),
      404,
    );
    const foreignClaim = (
      await call(ctx.app, other, 'GET', `/api/organizations/${other.orgId}/claims`)
    ).json().data[0];
    expectError(
      await call(ctx.app, owner, 'DELETE', `/api/contacts/${foreign.id}/claims/${foreignClaim.id}`),
      404,
    );
    expect(await db().select().from(contacts).where(eq(contacts.id, foreign.id))).toEqual(before);
  });

  it('takes the Big List of Naughty Strings as names: no 5xx, stored as the client would clean it', async () => {
    const created = new Map<string, string>();
    for (const raw of blns) {
      const response = await call(ctx.app, owner, 'POST', '/api/contacts', {
        contact: { name: raw },
      });
      expect(response.statusCode, `${JSON.stringify(raw)} → ${response.body}`).toBeLessThan(500);
      const cleaned = cleanText(raw);
      if (cleaned === '') {
        expect(response.statusCode).toBe(400);
        continue;
      }
      expect(response.statusCode, JSON.stringify(raw)).toBe(201);
      created.set(response.json().data.id, cleaned);
    }
    const listed = (
      await call(ctx.app, owner, 'GET', `/api/organizations/${owner.orgId}/contacts`)
    ).json().data as {
      id: string;
      name: string;
    }[];
    const byId = new Map(listed.map((c) => [c.id, c.name]));
    for (const [id, cleaned] of created) {
      expect(byId.get(id)).toBe(cleaned);
      expect(cleanText(cleaned)).toBe(cleaned);
    }
    expect(created.size).toBeGreaterThan(blns.length / 2);
  });
});

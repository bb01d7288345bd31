import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../server/db/schema/claims';
import { notes } from '../../server/db/schema/notes';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import type { Session } from './sync-helpers';
import {
  call,
  createClaim,
  expectError,
  firstClaimOf,
  newClaim,
  putIfMatch,
  sessionsFor,
} from './sync-helpers';

describe.each(databaseTargets())('claims on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  let adjuster: Session;
  let client: Session;
  let vendor: Session;
  let other: Session;
  const db = () => ctx.opened.database.db;
  const notesOf = (claimId: string) => db().select().from(notes).where(eq(notes.claimId, claimId));

  beforeAll(async () => {
    [owner, adjuster, client, vendor, other] = await sessionsFor(ctx.app, [
      'owner',
      'adjuster',
      'client',
      'vendor',
      'owner2',
    ] as const);
  });

  it('creates a claim with a generated number, a primary customer and a Claim Creation note', async () => {
    const response = await call(ctx.app, adjuster, 'POST', '/api/claims', {
      claim: {
        ...newClaim(),
        organization_id: other.orgId,
        id: 'chosen-id',
        version: 99,
        created_by: owner.userId,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const claim = response.json().data;
    expect(claim).toMatchObject({
      status: 'New',
      organization_id: adjuster.orgId,
      version: 1,
      deleted: false,
      created_by: adjuster.userId,
      customers: [{ id: 'cust-1', name: 'Pat Doe', is_primary: true }],
    });
    expect(claim.id).not.toBe('chosen-id');
    expect(claim.claim_number).toMatch(/^CLM-\d{4}-\d{4,}$/);
    const [note] = await notesOf(claim.id);
    expect(note).toMatchObject({ title: 'Claim Creation', isClientVisible: false });
    expect(note?.text).toContain(
      'Jordan Reyes created the claim. Fields set: claim number, policy number',
    );
  });

  it('builds the customer from clientId/clientName and refuses a claim without any customer', async () => {
    const contacts = await call(
      ctx.app,
      owner,
      'GET',
      `/api/organizations/${owner.orgId}/contacts`,
    );
    const contact = contacts.json().data[0];
    const claim = await createClaim(ctx.app, owner, {
      customers: undefined,
      clientId: contact.id,
      clientName: contact.name,
    });
    expect(claim.customers).toEqual([{ id: contact.id, name: contact.name, is_primary: true }]);
    const none = await call(ctx.app, owner, 'POST', '/api/claims', {
      claim: newClaim({ customers: [], clientId: null }),
    });
    expectError(none, 400, 'Cannot create claim without at least one customer');
  });

  it('validates required fields with details, cleans input and refuses foreign references', async () => {
    const missing = await call(ctx.app, owner, 'POST', '/api/claims', {
      claim: { clientName: 'X', customers: [{ id: 'a', name: 'A' }] },
    });
    expectError(missing, 400, 'Validation failed');
    expect(Object.keys(missing.json().details)).toEqual(
      expect.arrayContaining(['policyNumber', 'dateOfLoss', 'address', 'city', 'state', 'zipCode']),
    );
    const badDate = await call(ctx.app, owner, 'POST', '/api/claims', {
      claim: newClaim({ dateOfLoss: '2026-02-31' }),
    });
    expectError(badDate, 400, 'Validation failed');
    const cleaned = await createClaim(ctx.app, owner, {
      city: '  Spring   field <script>x</script> ',
    });
    expect(cleaned.city).toBe('Spring field ＜script>x＜/script>');
    const listOf = async (session: Session) =>
      (await call(ctx.app, session, 'GET', `/api/organizations/${session.orgId}/claims`)).json()
        .data as unknown[];
    const before = await listOf(owner);
    const foreign = await call(ctx.app, owner, 'POST', '/api/claims', {
      claim: newClaim({ assignedTo: other.userId }),
    });
    expectError(foreign, 400, 'Unknown assignee');
    const otherContacts = await call(
      ctx.app,
      other,
      'GET',
      `/api/organizations/${other.orgId}/contacts`,
    );
    const foreignContact = (otherContacts.json().data as { id: string }[])[0]!;
    const foreignReferral = await call(ctx.app, owner, 'POST', '/api/claims', {
      claim: newClaim({ clientId: foreignContact.id }),
    });
    expectError(foreignReferral, 400, 'Unknown referral client');
    expect(foreignReferral.json().details).toMatchObject({ clientId: 'No such contact' });
    expect((await listOf(owner)).length).toBe(before.length);
  });

  it('refuses an unknown status and a duplicate claim number', async () => {
    expectError(
      await call(ctx.app, owner, 'POST', '/api/claims', { claim: newClaim({ status: 'Lost' }) }),
      400,
      'Invalid status',
    );
    const first = await createClaim(ctx.app, owner, { claimNumber: 'CLM-X-1' });
    expect(first.claim_number).toBe('CLM-X-1');
    expectError(
      await call(ctx.app, owner, 'POST', '/api/claims', {
        claim: newClaim({ claimNumber: 'CLM-X-1' }),
      }),
      409,
      'Claim number already exists',
    );
  });

  it('updates a claim, lists the changed fields in a Claim Update note and keeps one primary', async () => {
    const claim = await createClaim(ctx.app, owner);
    const response = await call(ctx.app, owner, 'PUT', `/api/claims/${claim.id}`, {
      city: 'Peoria',
      zip_code: '61602',
      customers: [
        { id: 'a', name: 'Ann' },
        { id: 'b', name: 'Ben' },
      ],
      organizationId: other.orgId,
      version: 50,
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json().data;
    expect(updated).toMatchObject({
      city: 'Peoria',
      zip_code: '61602',
      version: 2,
      organization_id: owner.orgId,
    });
    expect(updated.customers.map((c: { is_primary: boolean }) => c.is_primary)).toEqual([
      true,
      false,
    ]);
    const texts = (await notesOf(claim.id)).map((n) => `${n.title}: ${n.text}`);
    expect(texts).toContain(
      'Claim Update: Dana Whitfield updated the claim. Fields changed: customers, city, zip code.',
    );
    const same = await call(ctx.app, owner, 'PUT', `/api/claims/${claim.id}`, { city: 'Peoria' });
    expect(same.json().data.version).toBe(2);
  });

  it('refuses an update emptying the customers, and unknown claims', async () => {
    const claim = await createClaim(ctx.app, owner);
    expectError(
      await call(ctx.app, owner, 'PUT', `/api/claims/${claim.id}`, { customers: [] }),
      400,
      'Cannot update claim without at least one customer',
    );
    expectError(
      await call(ctx.app, owner, 'PUT', '/api/claims/nope', { city: 'X' }),
      404,
      'Claim not found',
    );
    expectError(await call(ctx.app, owner, 'DELETE', '/api/claims/nope'), 404, 'Claim not found');
    expectError(await call(ctx.app, owner, 'GET', '/api/claims/nope'), 404, 'Claim not found');
  });

  it('changes the status with status_changed_at and the exact Status Change note', async () => {
    const claim = await createClaim(ctx.app, adjuster);
    const response = await call(ctx.app, adjuster, 'PUT', `/api/claims/${claim.id}/status`, {
      status: 'Appraisal',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.status).toBe('Appraisal');
    expect(Date.parse(data.status_changed_at)).toBeGreaterThan(
      Date.parse(String(claim.status_changed_at)),
    );
    const statusNotes = (await notesOf(claim.id)).filter((n) => n.title === 'Status Change');
    expect(statusNotes.map((n) => [n.text, n.isClientVisible])).toEqual([
      ['Jordan Reyes updated the claim status. They changed status from New to Appraisal.', false],
    ]);
    expectError(
      await call(ctx.app, adjuster, 'PUT', `/api/claims/${claim.id}/status`, { status: 'Lost' }),
      400,
      'Invalid status',
    );
  });

  it('gives the Status Change note the id the device already shows, never a taken one', async () => {
    const claim = await createClaim(ctx.app, adjuster);
    const shown = crypto.randomUUID();
    const move = (status: string, noteId: unknown) =>
      call(ctx.app, adjuster, 'PUT', `/api/claims/${claim.id}/status`, { status, noteId });
    expect((await move('Appraisal', shown)).statusCode).toBe(200);
    // A replayed id (or one another note has) is not reused: the database picks a fresh one.
    expect((await move('Settled', shown)).statusCode).toBe(200);
    const statusNotes = (await notesOf(claim.id)).filter((n) => n.title === 'Status Change');
    expect(statusNotes).toHaveLength(2);
    expect(statusNotes.find((n) => n.text.endsWith('to Appraisal.'))?.id).toBe(shown);
    expect(statusNotes.find((n) => n.text.endsWith('to Settled.'))?.id).not.toBe(shown);

    const refused = await move('Closed', 'not-a-uuid');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('noteId must be a UUID');
    const [row] = await db()
      .select()
      .from(claims)
      .where(eq(claims.id, String(claim.id)));
    expect(row?.status).toBe('Settled');
    expect((await notesOf(claim.id)).filter((n) => n.title === 'Status Change')).toHaveLength(2);
  });

  it('gives the Claim Creation and Claim Update notes the ids the device already shows', async () => {
    const creationId = crypto.randomUUID();
    const updateId = crypto.randomUUID();
    const claim = await createClaim(ctx.app, adjuster, { noteId: creationId });
    expect(claim).not.toHaveProperty('note_id');
    const updated = await call(ctx.app, adjuster, 'PUT', `/api/claims/${claim.id}`, {
      claim: { city: 'Joliet', noteId: updateId },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const byTitle = async (title: string) =>
      (await notesOf(claim.id)).filter((n) => n.title === title).map((n) => n.id);
    expect(await byTitle('Claim Creation')).toEqual([creationId]);
    expect(await byTitle('Claim Update')).toEqual([updateId]);

    const refused = await call(ctx.app, adjuster, 'PUT', `/api/claims/${claim.id}`, {
      claim: { city: 'Elgin', noteId: 'nope' },
    });
    expectError(refused, 400, 'Validation failed');
    expect(refused.body).toContain('noteId must be a UUID');
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.city).toBe('Joliet');
  });

  it('answers 409 with the current record on a stale If-Match, and writes with a fresh one', async () => {
    const claim = await createClaim(ctx.app, owner);
    await call(ctx.app, owner, 'PUT', `/api/claims/${claim.id}`, { city: 'Joliet' });
    const stale = await putIfMatch(ctx.app, owner, `/api/claims/${claim.id}`, { city: 'Elgin' }, 1);
    expectError(stale, 409, 'Version conflict');
    expect(stale.json().data).toMatchObject({ id: claim.id, version: 2, city: 'Joliet' });
    const fresh = await putIfMatch(ctx.app, owner, `/api/claims/${claim.id}`, { city: 'Elgin' }, 2);
    expect(fresh.json().data).toMatchObject({ version: 3, city: 'Elgin' });
    expectError(
      await call(ctx.app, owner, 'DELETE', `/api/claims/${claim.id}`, undefined, {
        'if-match': 'W/"2"',
      }),
      409,
      'Version conflict',
    );
    expectError(
      await call(
        ctx.app,
        owner,
        'PUT',
        `/api/claims/${claim.id}`,
        { city: 'X' },
        { 'if-match': 'abc' },
      ),
      400,
    );
  });

  it('soft-deletes: gone from the list and single reads, a tombstone for pulls', async () => {
    const claim = await createClaim(ctx.app, owner);
    const deleted = await call(ctx.app, owner, 'DELETE', `/api/claims/${claim.id}`);
    expect(deleted.json().data).toMatchObject({ deleted: true, version: 2 });
    expectError(
      await call(ctx.app, owner, 'GET', `/api/claims/${claim.id}`),
      404,
      'Claim not found',
    );
    const list = await call(ctx.app, owner, 'GET', `/api/organizations/${owner.orgId}/claims`);
    expect(list.json().data.some((c: { id: string }) => c.id === claim.id)).toBe(false);
    const pull = await call(
      ctx.app,
      owner,
      'GET',
      `/api/organizations/${owner.orgId}/claims?limit=1000`,
    );
    expect(pull.json().data.find((c: { id: string }) => c.id === claim.id)).toMatchObject({
      deleted: true,
    });
  });

  it('applies the row-level rule: Client own claims, Vendor assigned ones, no writes', async () => {
    const clientClaims = (
      await call(ctx.app, client, 'GET', `/api/organizations/${client.orgId}/claims`)
    ).json().data;
    expect(clientClaims.length).toBeGreaterThan(0);
    const [clientContact] = await db()
      .execute(
        // The contact linked to Emily Carter's login.
        `select id from contacts where user_id = '${client.userId}'`,
      )
      .then((r: unknown) => (Array.isArray(r) ? r : (r as { rows: { id: string }[] }).rows));
    for (const claim of clientClaims) {
      const ids = [claim.client_id, ...claim.customers.map((c: { id: string }) => c.id)];
      expect(ids).toContain(clientContact.id);
    }
    const vendorClaims = (
      await call(ctx.app, vendor, 'GET', `/api/organizations/${vendor.orgId}/claims`)
    ).json().data;
    expect(vendorClaims.length).toBeGreaterThan(0);
    expect(
      vendorClaims.every((c: { assigned_to: string }) => c.assigned_to === vendor.userId),
    ).toBe(true);
    const hidden = (await call(ctx.app, owner, 'GET', `/api/organizations/${owner.orgId}/claims`))
      .json()
      .data.find(
        (c: { id: string }) => !clientClaims.some((own: { id: string }) => own.id === c.id),
      );
    expectError(
      await call(ctx.app, client, 'GET', `/api/claims/${hidden.id}`),
      404,
      'Claim not found',
    );
    expect(
      (await call(ctx.app, client, 'GET', `/api/claims/${clientClaims[0].id}`)).statusCode,
    ).toBe(200);
    expectError(await call(ctx.app, client, 'POST', '/api/claims', { claim: newClaim() }), 403);
    expectError(
      await call(ctx.app, client, 'PUT', `/api/claims/${clientClaims[0].id}`, { city: 'X' }),
      403,
    );
    expectError(
      await call(ctx.app, undefined, 'GET', `/api/organizations/${client.orgId}/claims`),
      401,
    );
  });

  it("isolates tenants: another organization's claims are 404 and stay unchanged", async () => {
    const foreign = await firstClaimOf(ctx.app, other);
    const before = await db().select().from(claims).where(eq(claims.id, foreign.id));
    expectError(
      await call(ctx.app, owner, 'GET', `/api/claims/${foreign.id}`),
      404,
      'Claim not found',
    );
    expectError(await call(ctx.app, owner, 'PUT', `/api/claims/${foreign.id}`, { city: 'X' }), 404);
    expectError(
      await call(ctx.app, owner, 'PUT', `/api/claims/${foreign.id}/status`, { status: 'Closed' }),
      404,
    );
    expectError(await call(ctx.app, owner, 'DELETE', `/api/claims/${foreign.id}`), 404);
    expectError(await call(ctx.app, owner, 'GET', `/api/organizations/${other.orgId}/claims`), 404);
    const after = await db()
      .select()
      .from(claims)
      .where(and(eq(claims.id, foreign.id)));
    expect(after).toEqual(before);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claims } from '../../server/db/schema/claims';
import { notes } from '../../server/db/schema/notes';
import { databaseTargets } from './helpers/databases';
import { organizationOf, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

interface WireStatus {
  name: string;
  timeout_days: number | null;
}

describe.each(databaseTargets())('claim statuses on $name', (target) => {
  const ctx = useTestApp(target);
  const as = sessionCache(() => ctx.app);
  let orgId = '';
  const base = async () => {
    orgId ||= await organizationOf(ctx.app, await as('owner@example.com'));
    return `/api/organizations/${orgId}/claim_statuses`;
  };
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    suffix = '',
    payload?: object,
    email = 'admin@example.com',
  ) =>
    ctx.app.inject({
      method,
      url: (await base()) + suffix,
      headers: await as(email),
      payload: payload && { payload },
    });
  const names = async () =>
    ((await call('GET', '', undefined, 'client@example.com')).json().data as WireStatus[]).map(
      (s) => s.name,
    );
  const claimsIn = async (status: string) =>
    ctx.app.db
      .select()
      .from(claims)
      .where(
        and(eq(claims.organizationId, orgId), eq(claims.status, status), eq(claims.deleted, false)),
      );

  it('lists the SPEC 4 statuses with their timeouts to every member', async () => {
    const response = await call('GET', '', undefined, 'client@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { name: 'New', timeout_days: 2 },
      { name: 'In Progress', timeout_days: 7 },
      { name: 'Pending Client', timeout_days: 5 },
      { name: 'Pending Insurance', timeout_days: 14 },
      { name: 'Appraisal', timeout_days: 30 },
      { name: 'Settled', timeout_days: 7 },
      { name: 'Closed', timeout_days: null },
    ]);
  });

  it('adds a status with a 7-day timeout and refuses a duplicate', async () => {
    const added = await call('POST', '', { name: ' Litigation ' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.at(-1)).toEqual({ name: 'Litigation', timeout_days: 7 });
    const duplicate = await call('POST', '', { name: 'in progress' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Status already exists');
    expect((await call('POST', '', { name: 'X' }, 'manager@example.com')).statusCode).toBe(403);
  });

  it('renames a status, carrying its claims along, and reorders', async () => {
    const before = (await claimsIn('Appraisal')).length;
    expect(before).toBeGreaterThan(0);
    const renamed = await call('PUT', '/Appraisal', {
      name: 'Appraisal Review',
      timeout_days: 21,
      position: 0,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data[0]).toEqual({ name: 'Appraisal Review', timeout_days: 21 });
    expect(await claimsIn('Appraisal')).toHaveLength(0);
    expect(await claimsIn('Appraisal Review')).toHaveLength(before);
    expect((await call('PUT', '/Nope', { timeout_days: 3 })).statusCode).toBe(404);
    expect((await call('PUT', '/Settled', { name: 'closed' })).statusCode).toBe(409);
  });

  it('refuses to remove a status that claims are in unless move_to is given', async () => {
    const held = await claimsIn('Pending Client');
    expect(held.length).toBeGreaterThan(0);
    const refused = await call('DELETE', '/Pending%20Client');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Status "Pending Client" is used by claims: give move_to to move them to another status first',
    );
    expect(await names()).toContain('Pending Client');
    const badTarget = await call('DELETE', '/Pending%20Client?move_to=Nowhere');
    expect(badTarget.statusCode).toBe(400);
    expect(badTarget.json().message).toBe('Invalid status');
    const moved = await call('DELETE', '/Pending%20Client?move_to=In%20Progress');
    expect(moved.statusCode).toBe(200);
    expect(await names()).not.toContain('Pending Client');
    const after = await ctx.app.db.select().from(claims).where(eq(claims.id, held[0]!.id));
    expect(after[0]).toMatchObject({ status: 'In Progress', version: held[0]!.version + 1 });
    const statusNotes = await ctx.app.db
      .select()
      .from(notes)
      .where(and(eq(notes.claimId, held[0]!.id), eq(notes.title, 'Status Change')));
    expect(statusNotes.map((n) => n.text)).toContain(
      'Marcus Chen updated the claim status. They changed status from Pending Client to In Progress.',
    );
  });

  it('removes an unused status and refuses to drop a used one through the settings group', async () => {
    expect((await call('DELETE', '/Litigation')).statusCode).toBe(200);
    expect(await names()).not.toContain('Litigation');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${orgId}/settings/claimSettings`,
      headers: await as('admin@example.com'),
      payload: { payload: { statuses: [{ name: 'New', timeout_days: 2 }] } },
    });
    expect(response.statusCode).toBe(409);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claims } from '../../server/db/schema/claims';
import { notes } from '../../server/db/schema/notes';
import { databaseTargets } from './helpers/databases';
import { organizationOf, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

const noteText = (from: string, to: string) =>
  `Marcus Chen updated the claim status. They changed status from ${from} to ${to}.`;

// A device removing a status moves the claims it holds at once (one queued move per claim, with
// the id of the Status Change note it already shows), then queues the removal, which moves the
// rest. Whatever order these reach the server in, each claim ends with exactly one note.
describe.each(databaseTargets())('claim status removal with device moves on $name', (target) => {
  const ctx = useTestApp(target);
  const as = sessionCache(() => ctx.app);
  let orgId = '';
  const request = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    email = 'admin@example.com',
  ) => {
    orgId ||= await organizationOf(ctx.app, await as('owner@example.com'));
    return ctx.app.inject({
      method,
      url: `/api${url.replace(':org', orgId)}`,
      headers: await as(email),
      payload: payload && { payload },
    });
  };
  const move = (from: string, claimId: string, body: object, email?: string) =>
    request(
      'PUT',
      `/organizations/:org/claim_statuses/${encodeURIComponent(from)}/claims/${claimId}`,
      body,
      email,
    );
  const removal = (name: string, body: object) =>
    request('PUT', `/organizations/:org/claim_statuses/${encodeURIComponent(name)}/removal`, body);
  const claimRow = async (id: string) =>
    (await ctx.app.db.select().from(claims).where(eq(claims.id, id)))[0]!;
  const statusNotes = (claimId: string) =>
    ctx.app.db
      .select()
      .from(notes)
      .where(and(eq(notes.claimId, claimId), eq(notes.title, 'Status Change')));
  const claimsIn = async (status: string) =>
    (
      await ctx.app.db
        .select({ id: claims.id })
        .from(claims)
        .where(and(eq(claims.status, status), eq(claims.deleted, false)))
    ).map((c) => c.id);

  it('moves a held claim with the device note id, once, and answers a replay unchanged', async () => {
    expect(
      (await request('POST', '/organizations/:org/claim_statuses', { name: 'Review' })).statusCode,
    ).toBe(201);
    const [a, b, c] = await claimsIn('New');
    for (const id of [a, b, c]) {
      const put = await request('PUT', `/claims/${id}/status`, { status: 'Review' });
      expect(put.statusCode).toBe(200);
    }
    const before = await claimRow(a!);
    const noteA = randomUUID();
    const first = await move('Review', a!, { moveTo: 'Settled', noteId: noteA });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      id: a,
      status: 'Settled',
      version: before.version + 1,
    });
    expect(new Date(first.json().data.status_changed_at).getTime()).toBeGreaterThan(
      before.statusChangedAt.getTime(),
    );
    const replay = await move('Review', a!, { moveTo: 'Settled', noteId: noteA });
    expect(replay.json().data.version).toBe(before.version + 1);
    const moved = (await statusNotes(a!)).filter((n) => n.text.includes('from Review'));
    expect(moved.map((n) => [n.id, n.text, n.isClientVisible])).toEqual([
      [noteA, noteText('Review', 'Settled'), false],
    ]);
  });

  it('removal moves the rest, reusing the note ids of claims the device moved but had not sent', async () => {
    const held = await claimsIn('Review');
    expect(held).toHaveLength(2);
    const [heldB, heldC] = held as [string, string];
    const noteB = randomUUID();
    const versionC = (await claimRow(heldC)).version;
    const removed = await removal('Review', {
      moveTo: 'Settled',
      moved: [{ claimId: heldB, noteId: noteB }],
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((s: { name: string }) => s.name)).not.toContain('Review');
    expect(await claimsIn('Review')).toHaveLength(0);
    const notesB = (await statusNotes(heldB)).filter((n) => n.text.includes('from Review'));
    expect(notesB.map((n) => n.id)).toEqual([noteB]);
    const notesC = (await statusNotes(heldC)).filter((n) => n.text.includes('from Review'));
    expect(notesC).toHaveLength(1);
    expect(notesC[0]!.text).toBe(noteText('Review', 'Settled'));
    expect((await claimRow(heldC)).version).toBe(versionC + 1);

    // The device's own move of B arrives after the removal: answered as is, no second note.
    const late = await move('Review', heldB, { moveTo: 'Settled', noteId: noteB });
    expect(late.statusCode).toBe(200);
    expect(late.json().data.status).toBe('Settled');
    expect((await statusNotes(heldB)).filter((n) => n.text.includes('from Review'))).toHaveLength(
      1,
    );
    // A replayed removal (its first answer lost) succeeds without changing anything.
    const replay = await removal('Review', { moveTo: 'Settled' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().version).toBe(removed.json().version);
  });

  it('refuses a bad target, an unknown claim and a user without manage_settings', async () => {
    const [id] = await claimsIn('In Progress');
    const bad = await move('In Progress', id!, { moveTo: 'Nowhere' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid status');
    expect((await move('In Progress', id!, { moveTo: 'In Progress' })).statusCode).toBe(400);
    expect((await move('In Progress', randomUUID(), { moveTo: 'Closed' })).statusCode).toBe(404);
    const denied = await move('In Progress', id!, { moveTo: 'Closed' }, 'manager@example.com');
    expect(denied.statusCode).toBe(403);
    expect((await claimRow(id!)).status).toBe('In Progress');
    expect((await removal('In Progress', {})).statusCode).toBe(409);
    expect((await removal('In Progress', { moveTo: 'Gone' })).statusCode).toBe(400);
  });

  it('takes a fresh note id when the given one is already a note, and keeps other tenants out', async () => {
    const [id] = await claimsIn('Appraisal');
    const existing = (await ctx.app.db.select({ id: notes.id }).from(notes).limit(1))[0]!.id;
    const moved = await move('Appraisal', id!, { moveTo: 'Closed', noteId: existing });
    expect(moved.statusCode).toBe(200);
    const fresh = (await statusNotes(id!)).filter((n) => n.text.includes('from Appraisal'));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.id).not.toBe(existing);
    const other = await organizationOf(ctx.app, await as('owner2@example.com'));
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${other}/claim_statuses/Closed/claims/${id}`,
      headers: await as('admin@example.com'),
      payload: { payload: { moveTo: 'New' } },
    });
    expect([403, 404]).toContain(foreign.statusCode);
    expect((await claimRow(id!)).status).toBe('Closed');
  });
});

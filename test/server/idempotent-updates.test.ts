import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../server/db/schema/settings';
import { notes } from '../../server/db/schema/notes';
import { purgeExpiredKeys } from '../../server/sync/idempotency';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import {
  call,
  createClaim,
  expectError,
  newClaim,
  sessionsFor,
  type Session,
} from './sync-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

// A tab that sent a queued update and went away before it heard the answer leaves the operation
// to the next leader tab, which sends it again with the same key (the operation id) and the
// version the change was made on. The server answers that resend with the stored result.
describe.each(databaseTargets())('idempotent updates and deletes on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  let other: Session;
  const db = () => ctx.opened.database.db;
  const statusNotes = (claimId: string) =>
    db()
      .select()
      .from(notes)
      .where(and(eq(notes.claimId, claimId), eq(notes.title, 'Status Change')));
  const keyRow = async (key: string) =>
    (await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];
  const ageKey = (key: string, ms: number) =>
    db()
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(idempotencyKeys.key, key));

  beforeAll(async () => {
    [owner, other] = await sessionsFor(ctx.app, ['owner', 'owner2'] as const);
  });

  const changeStatus = (claimId: string, status: string, key: string, version: number) =>
    call(
      ctx.app,
      owner,
      'PUT',
      `/api/claims/${claimId}/status`,
      { status },
      { 'if-match': `"${version}"`, 'idempotency-key': key },
    );

  it('answers a resent status change with the first answer: no 409, one note', async () => {
    const claim = await createClaim(ctx.app, owner);
    const key = `op-${claim.id}-status`;
    const first = await changeStatus(claim.id, 'Appraisal', key, claim.version);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const resent = await changeStatus(claim.id, 'Appraisal', key, claim.version);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.json()).toEqual(first.json());
    expect(await statusNotes(claim.id)).toHaveLength(1);
    // Without the key the same stale request is the conflict it always was.
    const stale = await call(
      ctx.app,
      owner,
      'PUT',
      `/api/claims/${claim.id}/status`,
      { status: 'Appraisal' },
      { 'if-match': `"${claim.version}"` },
    );
    expectError(stale, 409, 'Version conflict');
  });

  it('answers the same operation arriving twice at once: one runs, the other waits and replays', async () => {
    const claim = await createClaim(ctx.app, owner);
    const key = `op-${claim.id}-twice`;
    const both = await Promise.all([
      changeStatus(claim.id, 'Appraisal', key, claim.version),
      changeStatus(claim.id, 'Appraisal', key, claim.version),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await statusNotes(claim.id)).toHaveLength(1);
  });

  it('keeps no answer for a refused request: the same key may try again', async () => {
    const claim = await createClaim(ctx.app, owner);
    const key = `op-${claim.id}-refused`;
    const stale = await changeStatus(claim.id, 'Appraisal', key, claim.version + 5);
    expectError(stale, 409, 'Version conflict');
    expect(await keyRow(key)).toBeUndefined();
    const retried = await changeStatus(claim.id, 'Appraisal', key, claim.version);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays a delete, and refuses a key reused for another path or by another user', async () => {
    const claim = await createClaim(ctx.app, owner);
    const key = `op-${claim.id}-delete`;
    const headers = { 'if-match': `"${claim.version}"`, 'idempotency-key': key };
    const remove = () =>
      call(ctx.app, owner, 'DELETE', `/api/claims/${claim.id}`, undefined, headers);
    const deleted = await remove();
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const again = await remove();
    expect(again.statusCode).toBe(deleted.statusCode);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const otherClaim = await createClaim(ctx.app, owner);
    const reused = await changeStatus(otherClaim.id, 'Appraisal', key, otherClaim.version);
    expectError(reused, 422, 'Idempotency-Key was already used for another request');
    expect(await statusNotes(otherClaim.id)).toHaveLength(0);
    // Another organization's user with the same key is a different key scope, and never sees ours.
    const foreign = await call(
      ctx.app,
      other,
      'DELETE',
      `/api/claims/${claim.id}`,
      undefined,
      headers,
    );
    expect(foreign.headers['idempotent-replayed']).toBeUndefined();
    expect(foreign.statusCode).toBe(404);
  });

  it('deduplicates a replay within a day, treats the key as new after it, and purges old keys', async () => {
    const claim = await createClaim(ctx.app, owner);
    const key = `op-${claim.id}-day`;
    expect((await changeStatus(claim.id, 'Appraisal', key, claim.version)).statusCode).toBe(200);
    await ageKey(key, DAY_MS - 60_000);
    const withinDay = await changeStatus(claim.id, 'Appraisal', key, claim.version);
    expect(withinDay.statusCode).toBe(200);
    expect(withinDay.headers['idempotent-replayed']).toBe('true');

    await ageKey(key, DAY_MS + 60_000);
    const afterDay = await changeStatus(claim.id, 'Appraisal', key, claim.version);
    // Evaluated again: its version is stale now, so it is the conflict a new request would be.
    expectError(afterDay, 409, 'Version conflict');

    const old = `op-${claim.id}-old`;
    expect((await changeStatus(claim.id, 'Appraisal', old, claim.version + 1)).statusCode).toBe(
      200,
    );
    await ageKey(old, DAY_MS + 60_000);
    expect(await purgeExpiredKeys(db())).toBeGreaterThanOrEqual(1);
    expect(await keyRow(old)).toBeUndefined();
  });

  it('a create key expires after a day too', async () => {
    const key = `create-${Date.now()}`;
    const body = { claim: newClaim() };
    const first = await call(ctx.app, owner, 'POST', '/api/claims', body, {
      'idempotency-key': key,
    });
    expect(first.statusCode, first.body).toBe(201);
    const replayed = await call(ctx.app, owner, 'POST', '/api/claims', body, {
      'idempotency-key': key,
    });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    await ageKey(key, DAY_MS + 60_000);
    const fresh = await call(ctx.app, owner, 'POST', '/api/claims', body, {
      'idempotency-key': key,
    });
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
  });
});

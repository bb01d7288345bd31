import { beforeAll, expect, it } from 'vitest';
import { updateClaim } from '../../../src/collections/claims/claims.mutations';
import { keepMine, takeServers } from '../../../src/replication/outbox/conflict-actions';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { loginAs, type LoggedIn } from './support/client';
import { waitFor } from './support/local-db';
import { useDataContext, useLivePull } from './support/session-setup';

const ctx = useDataContext();
useLivePull(ctx);
let other: LoggedIn;
type Row = Record<string, unknown>;

beforeAll(async () => {
  other = await loginAs(ctx.server.origin, 'manager@example.com');
}, 60_000);

async function someClaimId(index: number): Promise<string> {
  const claims = await ctx.db.claims.find({ sort: [{ claimNumber: 'asc' }] }).exec();
  return claims[index]!.id;
}

async function serverClaim(id: string): Promise<Row> {
  const result = await other.api.get<Row>(`/claims/${id}`);
  if (result.status === 'error') throw new Error(result.message);
  return result.data;
}

it('turns a 409 into a conflict keeping both versions; keep mine sends mine again', async () => {
  const { db, me } = ctx;
  const id = await someClaimId(0);
  await updateClaim(db, id, { description: 'mine' });
  expect((await other.api.put(`/claims/${id}`, { description: 'theirs' })).status).toBe('ok');

  expect((await drainQueue(db, me.api)).outcomes).toEqual(['conflict']);
  const op = await db.sync_queue.findOne({ selector: { status: 'conflict' } }).exec();
  expect((op!.response as { serverVersion: Row }).serverVersion.description).toBe('theirs');
  expect((await db.claims.findOne(id).exec())?.description).toBe('mine');

  await keepMine(db, op!.id);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  expect((await serverClaim(id)).description).toBe('mine');
  expect((await db.sync_queue.findOne(op!.id).exec())?.metadata.resolution).toBe('keepMine');
});

it("take the server's replaces the local change by the server version", async () => {
  const { db, me } = ctx;
  const id = await someClaimId(1);
  await updateClaim(db, id, { city: 'Mine City' });
  expect((await other.api.put(`/claims/${id}`, { city: 'Their City' })).status).toBe('ok');
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['conflict']);
  const op = await db.sync_queue.findOne({ selector: { status: 'conflict' } }).exec();
  await takeServers(db, op!.id);
  expect((await db.claims.findOne(id).exec())?.city).toBe('Their City');
  expect((await db.sync_queue.findOne(op!.id).exec())?.status).toBe('completed');
  expect((await drainQueue(db, me.api)).attempted).toBe(0);
  expect((await serverClaim(id)).city).toBe('Their City');
});

it('rebases live pulled data over a pending local change instead of overwriting it', async () => {
  const { db } = ctx;
  const id = await someClaimId(2);
  await updateClaim(db, id, { description: 'pending on this device' });
  expect((await other.api.put(`/claims/${id}`, { city: 'Eugene' })).status).toBe('ok');
  // Arrives through the change feed, without any resync call.
  const local = await waitFor(async () => {
    const doc = await db.claims.findOne(id).exec();
    return doc?.city === 'Eugene' ? doc : null;
  });
  expect(local.description).toBe('pending on this device');
  const server = await serverClaim(id);
  expect(local.version).toBe(server.version);
  expect(server.description).not.toBe('pending on this device');
});

/** The statuses of this record's operations after a drain (earlier tests leave a conflict). */
async function drainFor(id: string): Promise<string[]> {
  await drainQueue(ctx.db, ctx.me.api);
  const ops = await ctx.db.sync_queue.find({ selector: { resourceId: id }, sort: [{ seq: 'asc' }] }).exec();
  return ops.slice(-1).map((op) => op.status);
}

it('a change queued while the one before it was being completed is sent on the new version', async () => {
  const { db } = ctx;
  const id = await someClaimId(3);
  const before = (await db.claims.findOne(id).exec())!.version;
  await updateClaim(db, id, { description: 'first' });
  expect(await drainFor(id)).toEqual(['completed']);
  // The race: the second change read the record's version just before the first one's answer
  // was written, and was stored just after the rebase of later operations had looked.
  await updateClaim(db, id, { description: 'second' });
  const second = await db.sync_queue
    .findOne({ selector: { resourceId: id, status: 'pending' } })
    .exec();
  await second!.incrementalModify((d) => ({ ...d, metadata: { ...d.metadata, baseVersion: before } }));

  expect(await drainFor(id)).toEqual(['completed']);
  expect((await serverClaim(id)).description).toBe('second');
});

it('still a conflict when someone else changed the record after this device', async () => {
  const { db } = ctx;
  const id = await someClaimId(4);
  await updateClaim(db, id, { description: 'mine, first' });
  expect(await drainFor(id)).toEqual(['completed']);
  await updateClaim(db, id, { description: 'mine, second' });
  expect((await other.api.put(`/claims/${id}`, { description: 'theirs' })).status).toBe('ok');
  expect(await drainFor(id)).toEqual(['conflict']);
  expect((await serverClaim(id)).description).toBe('theirs');
});

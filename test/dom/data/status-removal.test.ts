import { and, eq, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  moveClaimsOutOfStatus,
  planClaimMoves,
} from '../../../src/collections/claims/claim-status-move.mutations';
import { settingsId } from '../../../src/collections/config/config.schema';
import { removeClaimStatus } from '../../../src/collections/config/claim-statuses.mutations';
import type { ClaimStatusConfig } from '../../../src/domain/claim-status';
import { fullName } from '../../../src/domain/person-name';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { claims } from '../../../server/db/schema/claims';
import { notes } from '../../../server/db/schema/notes';
import { loginAs, type LoggedIn } from './support/client';
import { waitFor } from './support/local-db';
import { useDataContext, useLivePull } from './support/session-setup';

const ctx = useDataContext('admin@example.com');
useLivePull(ctx);
let other: LoggedIn;
const FROM = 'Pending Client';
const TO = 'In Progress';
const TEXT = `Marcus Chen updated the claim status. They changed status from ${FROM} to ${TO}.`;

beforeAll(async () => {
  other = await loginAs(ctx.server.origin, 'owner@example.com');
}, 60_000);

const mover = () => ({ ...ctx.me.user, fullName: fullName(ctx.me.user) });

async function localStatuses(): Promise<ClaimStatusConfig[]> {
  const doc = await ctx.db.config.findOne(settingsId('claimSettings')).exec();
  return (doc?.value.statuses ?? []) as ClaimStatusConfig[];
}

const localMoveNotes = async (claimId: string) =>
  (await ctx.db.notes.find({ selector: { claimId } }).exec()).filter(
    (n) => n.title === 'Status Change' && n.text === TEXT,
  );

const serverMoveNotes = (claimId: string) =>
  ctx.server.app.db
    .select()
    .from(notes)
    .where(and(eq(notes.claimId, claimId), like(notes.text, `%from ${FROM} to ${TO}.`)));

it('removes a status offline: its claims move here at once, and after sync each has one note', async () => {
  const { db, me, proxy } = ctx;
  const held = await db.claims.find({ selector: { status: FROM } }).exec();
  expect(held.length).toBeGreaterThan(0);
  const before = new Map(held.map((c) => [c.id, c.statusChangedAt]));
  // While this device is offline, someone puts another claim in the status: the device does not
  // know, so only the server can move that one.
  const unseen = (await db.claims.find({ selector: { status: 'New' } }).exec())[0]!.id;
  proxy.setDown(true);
  expect((await other.api.put(`/claims/${unseen}/status`, { status: FROM })).status).toBe('ok');

  const remaining = (await localStatuses()).filter((s) => s.name !== FROM);
  await removeClaimStatus(db, FROM, TO, remaining, mover());

  expect((await localStatuses()).map((s) => s.name)).not.toContain(FROM);
  for (const claim of held) {
    const local = (await db.claims.findOne(claim.id).exec())!;
    expect(local.status).toBe(TO);
    expect(local.statusChangedAt > before.get(claim.id)!).toBe(true);
    const [note] = await localMoveNotes(claim.id);
    expect(note).toMatchObject({ isClientVisible: false, createdBy: me.user.id });
  }
  const queued = await db.sync_queue.find({ selector: { status: 'pending' } }).exec();
  expect(queued).toHaveLength(held.length + 1);
  expect(queued[0]?.resourceType).toBe('config');

  proxy.setDown(false);
  const { outcomes } = await drainQueue(db, me.api);
  expect(outcomes).toEqual(queued.map(() => 'completed'));

  for (const claim of [...held.map((c) => c.id), unseen]) {
    const [row] = await ctx.server.app.db.select().from(claims).where(eq(claims.id, claim));
    expect(row?.status).toBe(TO);
    const serverNotes = await serverMoveNotes(claim);
    expect(serverNotes).toHaveLength(1);
    if (claim !== unseen) expect(serverNotes[0]!.id).toBe((await localMoveNotes(claim))[0]!.id);
  }
  // The pull brings the server's notes under the same ids, and the claim the device never saw.
  await waitFor(async () => (await db.claims.findOne(unseen).exec())?.status === TO);
  await waitFor(async () => (await localMoveNotes(unseen)).length === 1);
  for (const claim of held) {
    await waitFor(async () => (await localMoveNotes(claim.id))[0]?.version === 1);
    expect(await localMoveNotes(claim.id)).toHaveLength(1);
  }
  const unfinished = await db.sync_queue
    .find({ selector: { status: { $in: ['pending', 'failed', 'conflict'] } } })
    .exec();
  expect(unfinished).toHaveLength(0);
}, 60_000);

it('removes an unused status with one queued operation and no claim touched', async () => {
  const { db, me } = ctx;
  const remaining = (await localStatuses()).filter((s) => s.name !== 'Appraisal');
  const inAppraisal = await db.claims.find({ selector: { status: 'Appraisal' } }).exec();
  for (const claim of inAppraisal) {
    expect((await other.api.put(`/claims/${claim.id}/status`, { status: 'Closed' })).status).toBe(
      'ok',
    );
  }
  const before = await db.sync_queue.count().exec();
  await removeClaimStatus(db, 'Appraisal', null, remaining, mover());
  expect((await db.sync_queue.count().exec()) - before).toBe(1);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const answer = await other.api.get<{ name: string }[]>(
    `/organizations/${me.user.organization_id}/claim_statuses`,
  );
  expect(answer.status === 'ok' && answer.data.map((s) => s.name)).not.toContain('Appraisal');
});

it('a removal the server refuses (claims it holds, no destination) ends visibly, not lost', async () => {
  const { db, me } = ctx;
  const [claim] = await db.claims.find({ selector: { status: 'Settled' } }).exec();
  expect(claim).toBeDefined();
  // The device no longer sees the claim in Settled (another user's change not pulled yet).
  await claim!.incrementalPatch({ status: 'Closed' });
  const remaining = (await localStatuses()).filter((s) => s.name !== 'Settled');
  await removeClaimStatus(db, 'Settled', null, remaining, mover());
  const { outcomes } = await drainQueue(db, me.api);
  expect(outcomes).toEqual(['conflict']);
  const op = await db.sync_queue.findOne({ selector: { status: 'conflict' } }).exec();
  expect(op?.lastError?.message).toContain('Settled');
});

it('drops the shown note of a move the server did not make (the claim had moved on)', async () => {
  const { db, me, proxy } = ctx;
  const [claim] = await db.claims.find({ selector: { status: 'Pending Insurance' } }).exec();
  const planned = await planClaimMoves(db, 'Pending Insurance');
  const mine = planned.find((p) => p.claimId === claim!.id)!;
  proxy.setDown(true);
  await moveClaimsOutOfStatus(db, 'Pending Insurance', 'Settled', [mine], mover());
  expect(await db.notes.findOne(mine.noteId).exec()).not.toBeNull();
  // Meanwhile someone else closes the claim.
  expect((await other.api.put(`/claims/${claim!.id}/status`, { status: 'Closed' })).status).toBe(
    'ok',
  );

  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  expect(await db.notes.findOne(mine.noteId).exec()).toBeNull();
  const onServer = await ctx.server.app.db.select().from(notes).where(eq(notes.id, mine.noteId));
  expect(onServer).toEqual([]);
  await waitFor(async () => (await db.claims.findOne(claim!.id).exec())?.status === 'Closed');
});

import { beforeAll, expect, it } from 'vitest';
import {
  changeClaimStatus,
  createClaim,
  updateClaim,
} from '../../../src/collections/claims/claims.mutations';
import type { NoteAuthor } from '../../../src/collections/notes/auto-notes';
import { fullName } from '../../../src/domain/person-name';
import { discardOperation, takeServers } from '../../../src/replication/outbox/conflict-actions';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { loginAs, type LoggedIn } from './support/client';
import { claimInput, firstContact } from './support/fixtures';
import { waitFor } from './support/local-db';
import { useDataContext, useLivePull } from './support/session-setup';

// Issue 6: a change shows its automatic note (Claim Creation, Claim Update, Status Change) at
// once, online or not, and the server's note takes the same id, so there is exactly one after
// sync; a dropped change takes it along.
const ctx = useDataContext();
useLivePull(ctx);
let other: LoggedIn;
let mover: NoteAuthor;
type Row = Record<string, unknown>;

beforeAll(async () => {
  other = await loginAs(ctx.server.origin, 'manager@example.com');
  mover = { ...ctx.me.user, fullName: fullName(ctx.me.user) };
}, 60_000);

async function claimIn(status: string, index = 0) {
  const claims = await ctx.db.claims.find({ selector: { status }, sort: [{ id: 'asc' }] }).exec();
  return claims[index]!;
}

const autoNotesOf = async (claimId: string, title: string) =>
  (await ctx.db.notes.find({ selector: { claimId } }).exec()).filter((n) => n.title === title);
const statusNotesOf = (claimId: string) => autoNotesOf(claimId, 'Status Change');

async function serverAutoNotes(claimId: string, title = 'Status Change'): Promise<Row[]> {
  const orgId = ctx.me.user.organization_id;
  const result = await other.api.get<Row[]>(`/organizations/${orgId}/notes`);
  if (result.status === 'error') throw new Error(result.message);
  return result.data.filter((n) => n.claimId === claimId && n.title === title);
}
const serverStatusNotes = (claimId: string) => serverAutoNotes(claimId);

it('shows the note at once while the server is down, and exactly one note after sync', async () => {
  const { db, me, proxy } = ctx;
  const claim = await claimIn('New');
  const before = (await statusNotesOf(claim.id)).length;
  proxy.setDown(true);
  await changeClaimStatus(db, claim.id, 'Appraisal', mover);

  const shown = await statusNotesOf(claim.id);
  expect(shown).toHaveLength(before + 1);
  const note = shown.find((n) => n.version === 0)!;
  expect(note.text).toBe(
    `${fullName(me.user)} updated the claim status. They changed status from New to Appraisal.`,
  );
  expect(note.isClientVisible).toBe(false);
  expect((await db.claims.findOne(claim.id).exec())?.status).toBe('Appraisal');

  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const onServer = await serverStatusNotes(claim.id);
  expect(onServer.filter((n) => n.id === note.id)).toHaveLength(1);
  // The pull brings the server's note under the same id: still one, now the server's.
  await waitFor(async () => {
    const local = await db.notes.findOne(note.id).exec();
    return local && local.version > 0 ? local : null;
  });
  expect(await statusNotesOf(claim.id)).toHaveLength(before + 1);
});

it('changing to the status the claim already has does nothing', async () => {
  const claim = await claimIn('New');
  const queued = (await ctx.db.sync_queue.find().exec()).length;
  await changeClaimStatus(ctx.db, claim.id, 'New', mover);
  expect((await ctx.db.sync_queue.find().exec()).length).toBe(queued);
  expect((await statusNotesOf(claim.id)).filter((n) => n.version === 0)).toHaveLength(0);
});

it("taking the server's version after a conflict removes the shown note", async () => {
  const { db, me } = ctx;
  const claim = await claimIn('New', 1);
  await updateClaim(db, claim.id, { description: 'seen here first' });
  await changeClaimStatus(db, claim.id, 'Settled', mover);
  expect((await other.api.put(`/claims/${claim.id}`, { city: 'Salem' })).status).toBe('ok');
  expect((await drainQueue(db, me.api)).outcomes).toContain('conflict');
  const conflict = await db.sync_queue.findOne({ selector: { status: 'conflict' } }).exec();
  expect((await statusNotesOf(claim.id)).filter((n) => n.version === 0)).toHaveLength(1);

  await takeServers(db, conflict!.id);
  const later = await db.sync_queue
    .find({ selector: { resourceId: claim.id, status: 'pending' } })
    .exec();
  for (const op of later) await discardOperation(db, op.id);
  expect((await statusNotesOf(claim.id)).filter((n) => n.version === 0)).toHaveLength(0);
});

it('shows Claim Creation and Claim Update notes at once offline; the server keeps their ids', async () => {
  const { db, me, proxy } = ctx;
  const contact = await firstContact(me.api, me.user.organization_id);
  proxy.setDown(true);
  const claim = await createClaim(db, claimInput(contact, 'POL-AUTO-NOTES'), mover);
  const [created] = await autoNotesOf(claim.id, 'Claim Creation');
  expect(created?.text).toMatch(
    new RegExp(`^${fullName(me.user)} created the claim\\. Fields set: claim number, policy number, `),
  );
  await updateClaim(db, claim.id, { city: 'Salem', description: 'Hail damage' }, mover);
  const [updated] = await autoNotesOf(claim.id, 'Claim Update');
  expect(updated?.text).toBe(
    `${fullName(me.user)} updated the claim. Fields changed: city, description.`,
  );
  // Nothing changed, nothing noted.
  await updateClaim(db, claim.id, { city: 'Salem' }, mover);
  expect(await autoNotesOf(claim.id, 'Claim Update')).toHaveLength(1);

  proxy.setDown(false);
  const { outcomes } = await drainQueue(db, me.api);
  expect(outcomes.every((o) => o === 'completed')).toBe(true);
  const op = await db.sync_queue.findOne({ selector: { resourceId: claim.id } }).exec();
  const serverId = String(op?.metadata.serverId ?? '');
  expect(serverId).not.toBe('');
  expect((await serverAutoNotes(serverId, 'Claim Creation')).map((n) => n.id)).toEqual([
    created!.id,
  ]);
  expect((await serverAutoNotes(serverId, 'Claim Update')).map((n) => n.id)).toEqual([
    updated!.id,
  ]);
  // The shown notes followed the claim to its server id.
  expect((await db.notes.findOne(created!.id).exec())?.claimId).toBe(serverId);
});

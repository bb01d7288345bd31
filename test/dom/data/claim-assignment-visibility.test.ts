import { beforeAll, expect, it } from 'vitest';
import { changeClaimStatus } from '../../../src/collections/claims/claims.mutations';
import { unfinishedOperationsQuery } from '../../../src/collections/sync-queue/sync-queue.queries';
import { fullName } from '../../../src/domain/person-name';
import { startPull } from '../../../src/replication/pull/start-pull';
import { serverList } from './support/fixtures';
import { waitFor } from './support/local-db';
import { useWatchedDevice } from './support/session-setup';

// Issue 15, a claim's assignment: the vendor sees only the claims assigned to them. An old claim
// given to them brings its notes, which did not change; taken off them, it leaves their device
// with its notes, unless the device has a queued change on it.
const device = useWatchedDevice('vendor@example.com');
let claimId: string;
let closedClaimId: string;

beforeAll(async () => {
  const { owner, db, orgId } = device;
  // An old claim of someone else's, with notes the vendor's device does not hold.
  const held = new Set((await db.claims.find().exec()).map((c) => c.id));
  const notes = await serverList(owner.api, orgId, 'notes');
  const claims = await serverList(owner.api, orgId, 'claims');
  const chosen = claims.filter(
    (c) => !held.has(String(c.id)) && notes.filter((n) => n.claimId === c.id).length >= 2,
  );
  if (!chosen[0] || !chosen[1]) throw new Error('no claims with notes outside the vendor’s');
  claimId = String(chosen[0].id);
  closedClaimId = String(chosen[1].id);
});

const assign = async (userId: string, id = claimId) => {
  const result = await device.owner.api.put(`/claims/${id}`, { assignedTo: userId });
  if (result.status === 'error') throw new Error(result.message);
};
const localNotes = async (id = claimId) =>
  (await device.db.notes.find({ selector: { claimId: id } }).exec()).map((n) => n.id).sort();
const vendorNotes = async (id = claimId) =>
  (await serverList(device.me.api, device.orgId, 'notes'))
    .filter((n) => n.claimId === id)
    .map((n) => String(n.id))
    .sort();

it('brings an old claim’s notes with it when it is assigned, and removes both when it is not', async () => {
  expect(await localNotes()).toEqual([]);
  await assign(device.me.user.id);
  const shown = await vendorNotes();
  expect(shown.length).toBeGreaterThan(0);
  await waitFor(async () => (await localNotes()).join() === shown.join(), 15_000);
  expect(await device.db.claims.findOne(claimId).exec()).not.toBeNull();

  await assign(device.owner.user.id);
  await waitFor(async () => !(await device.db.claims.findOne(claimId).exec()), 15_000);
  expect(await localNotes()).toEqual([]);
}, 60_000);

it('keeps a claim with a queued change when it is taken off the user', async () => {
  await assign(device.me.user.id);
  const shown = await vendorNotes();
  await waitFor(async () => (await localNotes()).join() === shown.join(), 15_000);

  // Queued, not sent (no queue worker here), with its automatic note at version 0.
  const claim = (await device.db.claims.findOne(claimId).exec())!;
  const status = claim.status === 'Appraisal' ? 'In Progress' : 'Appraisal';
  await changeClaimStatus(device.db, claimId, status, { ...device.me.user, fullName: fullName(device.me.user) });
  const ownNote = (await device.db.notes.find({ selector: { claimId, version: 0 } }).exec()).map(
    (n) => n.id,
  );
  expect(ownNote).toHaveLength(1);

  await assign(device.owner.user.id);
  await waitFor(async () => (await localNotes()).join() === ownNote.join(), 15_000);
  expect((await device.db.claims.findOne(claimId).exec())?.status).toBe(status);
  expect(await unfinishedOperationsQuery(device.db.sync_queue).exec()).toHaveLength(1);
}, 60_000);

it('brings the notes of a claim assigned while the app was closed', async () => {
  await device.pull.stop();
  await assign(device.me.user.id, closedClaimId);
  device.pull = startPull(device.db, device.me.api, { organizationId: device.orgId, retryMs: 200 });
  await device.pull.initialSync;
  const shown = await vendorNotes(closedClaimId);
  expect(shown.length).toBeGreaterThan(0);
  await waitFor(async () => (await localNotes(closedClaimId)).join() === shown.join(), 15_000);
}, 60_000);

it('removes a claim taken off the user while the app was closed', async () => {
  // The claim assigned in the test before is held; its `claim_access` notice is never seen here.
  expect(await device.db.claims.findOne(closedClaimId).exec()).not.toBeNull();
  await device.pull.stop();
  await assign(device.owner.user.id, closedClaimId);
  device.pull = startPull(device.db, device.me.api, { organizationId: device.orgId, retryMs: 200 });
  await device.pull.initialSync;
  await waitFor(async () => !(await device.db.claims.findOne(closedClaimId).exec()), 15_000);
  expect(await localNotes(closedClaimId)).toEqual([]);
  // Claims still assigned to the vendor stay.
  const mine = (await serverList(device.me.api, device.orgId, 'claims')).map((c) => String(c.id));
  expect(mine.length).toBeGreaterThan(0);
  for (const id of mine) expect(await device.db.claims.findOne(id).exec()).not.toBeNull();
}, 60_000);

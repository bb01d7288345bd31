import { expect, it } from 'vitest';
import { changeClaimStatus } from '../../../src/collections/claims/claims.mutations';
import { accessKeyOf, readPullAccess } from '../../../src/collections/config/pull-access';
import { unfinishedOperationsQuery } from '../../../src/collections/sync-queue/sync-queue.queries';
import { DEFAULT_ROLES } from '../../../src/domain/permissions';
import { fullName } from '../../../src/domain/person-name';
import { watchAccess } from '../../../src/replication/pull/access-change';
import { serverList } from './support/fixtures';
import { waitFor } from './support/local-db';
import { useWatchedDevice } from './support/session-setup';

// Issue 15: a checkpoint pull only sends rows changed after its checkpoint, so the records a new
// role lets a user see never arrived (they had not changed) and those it hides stayed. The vendor's
// device hears the role change on its own record and reads every resource again, once; queued
// local writes survive it.
// Its first check has recorded the permissions the data was pulled under, without a re-read.
const device = useWatchedDevice('vendor@example.com');

const ids = (rows: Record<string, unknown>[] | { id: string }[]) =>
  rows.map((r) => String(r.id)).sort();
const localIds = async (collection: 'claims' | 'notes') =>
  ids(await device.db.collections[collection].find().exec());
const setRole = async (role: string) => {
  const result = await device.owner.api.put(`/users/${device.me.user.id}`, { role });
  if (result.status === 'error') throw new Error(result.message);
};

it('pulls the records a new role shows, and removes those it hides, keeping queued writes', async () => {
  const vendorClaims = ids(await serverList(device.me.api, device.orgId, 'claims'));
  expect(await localIds('claims')).toEqual(vendorClaims);
  const allClaims = ids(await serverList(device.owner.api, device.orgId, 'claims'));
  expect(allClaims.length).toBeGreaterThan(vendorClaims.length);

  // None of these claims changes: only the role does.
  await setRole('User');
  await waitFor(async () => (await localIds('claims')).length === allClaims.length, 15_000);
  expect(await localIds('claims')).toEqual(allClaims);
  const userNotes = ids(await serverList(device.me.api, device.orgId, 'notes'));
  await waitFor(async () => (await localIds('notes')).join() === userNotes.join(), 15_000);
  // Recorded once every resource was read again.
  await waitFor(async () => (await readPullAccess(device.db)) === accessKeyOf(DEFAULT_ROLES.User!));

  // A change queued (not sent: no queue worker here) on a claim the vendor role will not show.
  const hidden = allClaims.find((id) => !vendorClaims.includes(id))!;
  const claim = (await device.db.claims.findOne(hidden).exec())!;
  const status = claim.status === 'Appraisal' ? 'In Progress' : 'Appraisal';
  const me = { ...device.me.user, fullName: fullName(device.me.user) };
  await changeClaimStatus(device.db, hidden, status, me);

  await setRole('Vendor');
  const expected = [...vendorClaims, hidden].sort();
  await waitFor(async () => (await localIds('claims')).join() === expected.join(), 15_000);
  // The queued change is still there, still shown, and so is its automatic note.
  expect((await device.db.claims.findOne(hidden).exec())?.status).toBe(status);
  expect(await unfinishedOperationsQuery(device.db.sync_queue).exec()).toHaveLength(1);
  const vendorNotes = ids(await serverList(device.me.api, device.orgId, 'notes'));
  const ownNote = (await device.db.notes.find({ selector: { version: 0 } }).exec()).map((n) => n.id);
  expect(ownNote).toHaveLength(1);
  await waitFor(
    async () => (await localIds('notes')).join() === [...vendorNotes, ...ownNote].sort().join(),
    15_000,
  );
  await waitFor(async () => (await readPullAccess(device.db)) === accessKeyOf(DEFAULT_ROLES.Vendor!));
}, 60_000);

it('reads nothing again while the permissions stay the same', async () => {
  let repulls = 0;
  const watch = watchAccess(device.db, device.me.api, async () => {
    repulls += 1;
  });
  await watch.check();
  expect(repulls).toBe(0);
  // A rename is a change of the user's own record, not of what they may see.
  const renamed = await device.owner.api.put(`/users/${device.me.user.id}`, { first_name: 'Samuel' });
  expect(renamed.status).toBe('ok');
  await watch.check();
  expect(repulls).toBe(0);
});

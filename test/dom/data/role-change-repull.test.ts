import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import { changeClaimStatus } from '../../../src/collections/claims/claims.mutations';
import { accessKeyOf, readPullAccess } from '../../../src/collections/config/pull-access';
import { unfinishedOperationsQuery } from '../../../src/collections/sync-queue/sync-queue.queries';
import { removeDatabase } from '../../../src/db/current-database';
import { DEFAULT_ROLES } from '../../../src/domain/permissions';
import { fullName } from '../../../src/domain/person-name';
import { watchAccess } from '../../../src/replication/pull/access-change';
import { startPull, type Pull } from '../../../src/replication/pull/start-pull';
import { loginAs, type LoggedIn } from './support/client';
import { serverList } from './support/fixtures';
import { newKey, openLocal, waitFor } from './support/local-db';
import { startRealServer, type RealServer } from './support/real-server';

// Issue 15: a checkpoint pull only sends rows changed after its checkpoint, so the records a new
// role lets a user see never arrived (they had not changed) and those it hides stayed. The vendor's
// device hears the role change on its own record and reads every resource again, once; queued
// local writes survive it.
let server: RealServer;
let owner: LoggedIn;
let vendor: LoggedIn;
let db: AppDatabase;
let pull: Pull;
let orgId: string;

beforeAll(async () => {
  server = await startRealServer();
  owner = await loginAs(server.origin, 'owner@example.com');
  vendor = await loginAs(server.origin, 'vendor@example.com');
  orgId = vendor.user.organization_id;
  db = await openLocal(vendor.user.id, await newKey());
  pull = startPull(db, vendor.api, {
    organizationId: orgId,
    eventsUrl: `${server.origin}/api/organizations/${orgId}/events`,
    getToken: () => vendor.storage.getToken(),
    userId: vendor.user.id,
    retryMs: 200,
  });
  await pull.initialSync;
  // The first check records the permissions the data was pulled under, without a re-read.
  await waitFor(() => readPullAccess(db));
}, 60_000);

afterAll(async () => {
  await pull?.stop();
  await removeDatabase();
  await server?.close();
});

const ids = (rows: Record<string, unknown>[] | { id: string }[]) =>
  rows.map((r) => String(r.id)).sort();
const localIds = async (collection: 'claims' | 'notes') =>
  ids(await db.collections[collection].find().exec());
const setRole = async (role: string) => {
  const result = await owner.api.put(`/users/${vendor.user.id}`, { role });
  if (result.status === 'error') throw new Error(result.message);
};

it('pulls the records a new role shows, and removes those it hides, keeping queued writes', async () => {
  const vendorClaims = ids(await serverList(vendor.api, orgId, 'claims'));
  expect(await localIds('claims')).toEqual(vendorClaims);
  const allClaims = ids(await serverList(owner.api, orgId, 'claims'));
  expect(allClaims.length).toBeGreaterThan(vendorClaims.length);

  // None of these claims changes: only the role does.
  await setRole('User');
  await waitFor(async () => (await localIds('claims')).length === allClaims.length, 15_000);
  expect(await localIds('claims')).toEqual(allClaims);
  const userNotes = ids(await serverList(vendor.api, orgId, 'notes'));
  await waitFor(async () => (await localIds('notes')).join() === userNotes.join(), 15_000);
  // Recorded once every resource was read again.
  await waitFor(async () => (await readPullAccess(db)) === accessKeyOf(DEFAULT_ROLES.User!));

  // A change queued (not sent: no queue worker here) on a claim the vendor role will not show.
  const hidden = allClaims.find((id) => !vendorClaims.includes(id))!;
  const claim = (await db.claims.findOne(hidden).exec())!;
  const status = claim.status === 'Appraisal' ? 'In Progress' : 'Appraisal';
  const me = { ...vendor.user, fullName: fullName(vendor.user) };
  await changeClaimStatus(db, hidden, status, me);

  await setRole('Vendor');
  const expected = [...vendorClaims, hidden].sort();
  await waitFor(async () => (await localIds('claims')).join() === expected.join(), 15_000);
  // The queued change is still there, still shown, and so is its automatic note.
  expect((await db.claims.findOne(hidden).exec())?.status).toBe(status);
  expect(await unfinishedOperationsQuery(db.sync_queue).exec()).toHaveLength(1);
  const vendorNotes = ids(await serverList(vendor.api, orgId, 'notes'));
  const ownNote = (await db.notes.find({ selector: { version: 0 } }).exec()).map((n) => n.id);
  expect(ownNote).toHaveLength(1);
  await waitFor(
    async () => (await localIds('notes')).join() === [...vendorNotes, ...ownNote].sort().join(),
    15_000,
  );
  await waitFor(async () => (await readPullAccess(db)) === accessKeyOf(DEFAULT_ROLES.Vendor!));
}, 60_000);

it('reads nothing again while the permissions stay the same', async () => {
  let repulls = 0;
  const watch = watchAccess(db, vendor.api, async () => {
    repulls += 1;
  });
  await watch.check();
  expect(repulls).toBe(0);
  // A rename is a change of the user's own record, not of what they may see.
  const renamed = await owner.api.put(`/users/${vendor.user.id}`, { first_name: 'Samuel' });
  expect(renamed.status).toBe('ok');
  await watch.check();
  expect(repulls).toBe(0);
});

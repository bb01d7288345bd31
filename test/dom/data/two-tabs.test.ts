import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDatabase, CollectionName } from '../../../src/collections/app-database';
import { createClaim } from '../../../src/collections/claims/claims.mutations';
import { startQueueWorker, type QueueWorker } from '../../../src/replication/outbox/queue-worker';
import { loginAs, type LoggedIn } from './support/client';
import { claimInput, firstContact, serverList } from './support/fixtures';
import { newKey, openTab, waitFor } from './support/local-db';
import { startProxy, type Proxy } from './support/proxy';
import { startRealServer, type RealServer } from './support/real-server';

// Two instances of one user's database in one process, as two tabs: each with the collections
// this test needs, so both fit under RxDB's collection limit.
const ONLY: CollectionName[] = ['claims', 'notes', 'sync_queue', 'config'];
let server: RealServer;
let proxy: Proxy;
let me: LoggedIn;
let tabs: AppDatabase[] = [];
let workers: QueueWorker[] = [];

beforeAll(async () => {
  server = await startRealServer();
  proxy = await startProxy(server.origin);
  me = await loginAs(proxy.origin, 'adjuster@example.com');
  const key = await newKey();
  tabs = [await openTab(me.user.id, key, ONLY), await openTab(me.user.id, key, ONLY)];
  workers = tabs.map((db) => startQueueWorker(db, me.api, { pollMs: 100 }));
}, 60_000);
afterAll(async () => {
  workers.forEach((w) => w.stop());
  await Promise.all(tabs.map((db) => db.close()));
  await proxy.close();
  await server.close();
});

it('shows a write of one tab in the other, and only the leader sends it', async () => {
  await waitFor(async () => tabs.some((db) => db.isLeader()));
  const leader = tabs.find((db) => db.isLeader())!;
  const follower = tabs.find((db) => db !== leader)!;
  expect(follower.isLeader()).toBe(false);

  const contact = await firstContact(me.api, me.user.organization_id);
  const seenByLeader = waitFor(async () => (await leader.claims.find().exec()).length > 0);
  const claim = await createClaim(follower, claimInput(contact, 'POL-TABS-1'), me.user);
  await seenByLeader;

  const done = await waitFor(async () => {
    const op = await follower.sync_queue.findOne({ selector: { resourceId: claim.id } }).exec();
    return op?.status === 'completed' ? op : null;
  });
  const serverId = String(done.metadata.serverId);
  await waitFor(async () => (await follower.claims.findOne(serverId).exec()) !== null);
  expect(await follower.claims.findOne(claim.id).exec()).toBeNull();
  expect((await leader.claims.findOne(serverId).exec())?.policyNumber).toBe('POL-TABS-1');

  const posts = proxy.requests.filter((r) => r.method === 'POST' && r.path === '/api/claims');
  expect(posts).toHaveLength(1);
  const onServer = (await serverList(me.api, me.user.organization_id, 'claims')).filter(
    (c) => c.policyNumber === 'POL-TABS-1',
  );
  expect(onServer).toHaveLength(1);
  expect(await workers[tabs.indexOf(follower)]!.drainNow()).toBeNull();
});

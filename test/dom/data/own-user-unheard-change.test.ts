import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import { removeDatabase } from '../../../src/db/current-database';
import { startPull, type Pull } from '../../../src/replication/pull/start-pull';
import { loginAs, type LoggedIn } from './support/client';
import { newKey, openLocal, waitFor } from './support/local-db';
import { startRealServer, type RealServer } from './support/real-server';

// A role changed between the login and the change feed opening has no notice on this device's
// stream: the session user (the sidebar, the guards) kept the login's role until a reload. Each
// connection of the feed has the session user read again.
let server: RealServer;
let owner: LoggedIn;
let me: LoggedIn;
let db: AppDatabase;
let pull: Pull | undefined;

beforeAll(async () => {
  server = await startRealServer();
  owner = await loginAs(server.origin, 'owner@example.com');
  me = await loginAs(server.origin, 'adjuster@example.com');
  db = await openLocal(me.user.id, await newKey());
}, 60_000);

afterAll(async () => {
  await pull?.stop();
  await removeDatabase();
  await server?.close();
});

it("re-reads the session user when the feed connects, for a change made before it opened", async () => {
  const changed = await owner.api.put(`/users/${me.user.id}`, { role: 'Vendor' });
  expect(changed.status).toBe('ok');
  let reads = 0;
  const orgId = me.user.organization_id;
  pull = startPull(db, me.api, {
    organizationId: orgId,
    eventsUrl: `${server.origin}/api/organizations/${orgId}/events`,
    getToken: () => me.storage.getToken(),
    userId: me.user.id,
    retryMs: 200,
    onOwnUserChange: () => {
      reads += 1;
    },
  });
  await pull.initialSync;
  await waitFor(async () => reads > 0, 10_000);
  expect(reads).toBe(1);

  // A change made while the stream is open still arrives as its notice.
  const back = await owner.api.put(`/users/${me.user.id}`, { role: 'User' });
  expect(back.status).toBe('ok');
  await waitFor(async () => reads === 2, 10_000);
}, 60_000);

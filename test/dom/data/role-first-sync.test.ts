import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAsideQuery, setAsideRecords } from '../../../src/collections/config/set-aside';
import { removeDatabase } from '../../../src/db/current-database';
import { startPull } from '../../../src/replication/pull/start-pull';
import { loginAs } from './support/client';
import { serverList } from './support/fixtures';
import { newKey, openLocal } from './support/local-db';
import { startProxy, type Proxy } from './support/proxy';
import { startRealServer, type RealServer } from './support/real-server';

// Issue 11: the first sync of every role finishes. The server refuses Vendor, Client and Customer
// some lists (contacts, tasks, users, calendar) with 403; that means "nothing of this kind for
// you", not an error that stops the claims, conversations and notes they may read.
const ROLES = ['owner', 'admin', 'manager', 'supervisor', 'adjuster', 'vendor', 'client', 'customer'];

let server: RealServer;
let proxy: Proxy;
beforeAll(async () => {
  server = await startRealServer();
  proxy = await startProxy(server.origin);
}, 60_000);
afterAll(async () => {
  await proxy.close();
  await server.close();
});

describe.each(ROLES)('%s', (role) => {
  it('finishes the first sync with every claim the server lets them read', async () => {
    const me = await loginAs(proxy.origin, `${role}@example.com`);
    const orgId = me.user.organization_id;
    const db = await openLocal(me.user.id, await newKey());
    const pull = startPull(db, me.api, { organizationId: orgId, retryMs: 200 });
    try {
      await pull.initialSync;
      const expected = await serverList(me.api, orgId, 'claims');
      expect(expected.length).toBeGreaterThan(0);
      const local = await db.claims.find().exec();
      expect(local.map((c) => c.id).sort()).toEqual(expected.map((c) => String(c.id)).sort());
      const progress = pull.progress.progress$.value;
      expect(progress.claims?.done).toBe(true);
      expect(Object.values(progress).some((p) => p?.error)).toBe(false);
      // Every record the role receives is storable: none set aside.
      expect(setAsideRecords((await setAsideQuery(db.config).exec())?.value)).toEqual([]);
    } finally {
      await pull.stop();
      await removeDatabase();
    }
  }, 30_000);
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, removeDatabase } from '../../../src/db/current-database';
import { databaseName } from '../../../src/db/database-name';
import { hasDeviceKey, restoreKey } from '../../../src/db/keys/user-keys';
import { ACTIVITY_KEY } from '../../../src/session/activity';
import { DEVICE_USERS_KEY } from '../../../src/session/device-users';
import { ownsIndexedDbName } from '../../../src/session/local-wipe';
import { countUnsyncedOperations } from '../../../src/session/unsynced-operations';
import { PASSWORD, startAuthServer, type AuthFixture } from './auth-server';
import { indexedDbNames, openQueueDatabase } from './queue-fixture';

let fx: AuthFixture;
beforeEach(async () => {
  fx = await startAuthServer();
});
afterEach(async () => {
  await removeDatabase();
  await fx.server.close();
});

async function loggedInWithData() {
  const session = fx.store();
  expect(await session.login(fx.email, PASSWORD)).toMatchObject({ ok: true });
  await openQueueDatabase(fx.userId, ['pending', 'completed']);
  localStorage.setItem(`claimsdesk:${fx.userId}:claims-view`, 'kanban');
  sessionStorage.setItem('scratch', 'x');
  expect((await indexedDbNames()).some((name) => ownsIndexedDbName(fx.userId, name))).toBe(true);
  return session;
}

async function expectWiped() {
  const names = await indexedDbNames();
  expect(names.filter((name) => name.includes(databaseName(fx.userId)))).toEqual([]);
  expect(await hasDeviceKey(fx.userId)).toBe(false);
  expect(await restoreKey(fx.userId)).toBeNull();
  for (const key of ['access_token', 'user_data', DEVICE_USERS_KEY, ACTIVITY_KEY]) {
    expect(localStorage.getItem(key)).toBeNull();
  }
  expect(localStorage.getItem(`claimsdesk:${fx.userId}:claims-view`)).toBeNull();
  expect(sessionStorage.length).toBe(0);
}

describe('logout', () => {
  it('removes the database, keys, per-user storage and session, and tells the server', async () => {
    const session = await loggedInWithData();
    await session.logout();
    expect(session.isLoggedIn()).toBe(false);
    expect(fx.server.requests.map((r) => r.path)).toContain('/api/logout');
    await expectWiped();
  });

  it('wipes just the same with the server unreachable', async () => {
    const session = await loggedInWithData();
    await fx.server.close();
    await session.logout();
    expect(session.isLoggedIn()).toBe(false);
    await expectWiped();
  });

  it('wipes a database that was closed (locked session)', async () => {
    const session = await loggedInWithData();
    await session.lock();
    await closeDatabase();
    await session.logout();
    await expectWiped();
  });

  it("leaves another user's database on the device alone", async () => {
    const other = await openQueueDatabase(`${fx.userId}-other`, ['pending']);
    await closeDatabase();
    const session = await loggedInWithData();
    await session.logout();
    const names = await indexedDbNames();
    expect(names.some((name) => ownsIndexedDbName(`${fx.userId}-other`, name))).toBe(true);
    expect(other.db.closed).toBe(true);
  });
});

describe('unsynced operations', () => {
  it('counts pending, in progress, failed and conflict operations, not completed ones', async () => {
    await openQueueDatabase(fx.userId, [
      'pending',
      'in_progress',
      'failed',
      'conflict',
      'completed',
    ]);
    expect(await countUnsyncedOperations()).toBe(4);
  });

  it('is unknown (null) without an open database', async () => {
    await closeDatabase();
    expect(await countUnsyncedOperations()).toBeNull();
  });

  it('tells a user id apart from one that only starts like it', () => {
    expect(ownsIndexedDbName('a', 'rxdb-dexie-claimsdesk-a--0--sync_queue')).toBe(true);
    expect(ownsIndexedDbName('a', 'rxdb-dexie-claimsdesk-a---0--sync_queue')).toBe(false);
    expect(ownsIndexedDbName('a', 'rxdb-dexie-claimsdesk-ab--0--sync_queue')).toBe(false);
  });
});

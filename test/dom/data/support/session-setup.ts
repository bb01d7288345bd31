import { afterAll, beforeAll } from 'vitest';
import type { AppDatabase } from '../../../../src/collections/app-database';
import { readPullAccess } from '../../../../src/collections/config/pull-access';
import { removeDatabase } from '../../../../src/db/current-database';
import { startPull, type Pull } from '../../../../src/replication/pull/start-pull';
import { loginAs, type LoggedIn } from './client';
import { newKey, openLocal, waitFor } from './local-db';
import { startProxy, type Proxy } from './proxy';
import { startRealServer, type RealServer } from './real-server';

export interface DataContext {
  server: RealServer;
  proxy: Proxy;
  me: LoggedIn;
  key: CryptoKey;
  db: AppDatabase;
}

/** Per test file: the real server behind a proxy, a demo user logged in, their local database. */
export function useDataContext(email = 'adjuster@example.com'): DataContext {
  const context = {} as DataContext;
  beforeAll(async () => {
    context.server = await startRealServer();
    context.proxy = await startProxy(context.server.origin);
    context.me = await loginAs(context.proxy.origin, email);
    context.key = await newKey();
    context.db = await openLocal(context.me.user.id, context.key);
  }, 60_000);
  afterAll(async () => {
    await removeDatabase();
    await context.proxy?.close();
    await context.server?.close();
  });
  return context;
}

/** The pull's options for the context's user, its change feed through the proxy. */
export function livePullOptions(context: DataContext) {
  const orgId = context.me.user.organization_id;
  return {
    organizationId: orgId,
    eventsUrl: `${context.proxy.origin}/api/organizations/${orgId}/events`,
    getToken: () => context.me.storage.getToken(),
    retryMs: 200,
  };
}

/** A live pull (checkpoints, then the change feed through the proxy) for a file's tests. */
export function useLivePull(context: DataContext): void {
  let pull: Pull | undefined;
  beforeAll(async () => {
    pull = startPull(context.db, context.me.api, livePullOptions(context));
    await pull.initialSync;
  }, 60_000);
  // Hooks unwind in reverse: the pull stops before the server and database go.
  afterAll(() => pull?.stop());
}

export interface WatchedDevice {
  server: RealServer;
  /** The Owner, who changes what the device's user may see. */
  owner: LoggedIn;
  me: LoggedIn;
  orgId: string;
  db: AppDatabase;
  /** The live pull; a test that restarts it assigns the new one here, so it is still stopped. */
  pull: Pull;
}

/**
 * Per test file: the real server (no proxy), the Owner, and the user's device with a live pull
 * that follows their own record, started once it has recorded the permissions its data was
 * pulled under (a device that has synced before).
 */
export function useWatchedDevice(email: string): WatchedDevice {
  const device = {} as WatchedDevice;
  beforeAll(async () => {
    device.server = await startRealServer();
    device.owner = await loginAs(device.server.origin, 'owner@example.com');
    device.me = await loginAs(device.server.origin, email);
    device.orgId = device.me.user.organization_id;
    device.db = await openLocal(device.me.user.id, await newKey());
    device.pull = startPull(device.db, device.me.api, {
      organizationId: device.orgId,
      eventsUrl: `${device.server.origin}/api/organizations/${device.orgId}/events`,
      getToken: () => device.me.storage.getToken(),
      userId: device.me.user.id,
      retryMs: 200,
    });
    await device.pull.initialSync;
    await waitFor(() => readPullAccess(device.db));
  }, 60_000);
  afterAll(async () => {
    await device.pull?.stop();
    await removeDatabase();
    await device.server?.close();
  });
  return device;
}

/** One checkpoint pull of everything `me` may see into `db`, then stopped (no change feed). */
export async function pullOnce(db: AppDatabase, me: LoggedIn): Promise<void> {
  const pull = startPull(db, me.api, { organizationId: me.user.organization_id });
  await pull.initialSync;
  await pull.stop();
}

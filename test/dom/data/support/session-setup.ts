import { afterAll, beforeAll } from 'vitest';
import type { AppDatabase } from '../../../../src/collections/app-database';
import { removeDatabase } from '../../../../src/db/current-database';
import { startPull, type Pull } from '../../../../src/replication/pull/start-pull';
import { loginAs, type LoggedIn } from './client';
import { newKey, openLocal } from './local-db';
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

/** A live pull (checkpoints, then the change feed through the proxy) for a file's tests. */
export function useLivePull(context: DataContext): void {
  let pull: Pull | undefined;
  beforeAll(async () => {
    const orgId = context.me.user.organization_id;
    pull = startPull(context.db, context.me.api, {
      organizationId: orgId,
      eventsUrl: `${context.proxy.origin}/api/organizations/${orgId}/events`,
      getToken: () => context.me.storage.getToken(),
      retryMs: 200,
    });
    await pull.initialSync;
  }, 60_000);
  // Hooks unwind in reverse: the pull stops before the server and database go.
  afterAll(() => pull?.stop());
}

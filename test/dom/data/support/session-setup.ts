import { afterAll, beforeAll } from 'vitest';
import type { AppDatabase } from '../../../../src/collections/app-database';
import { removeDatabase } from '../../../../src/db/database';
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

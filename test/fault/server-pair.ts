import { buildApp, type App } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/seed/demo-seed';
import { startRealServer } from '../dom/data/support/real-server';
import { testConfig } from '../server/helpers/test-app';

/** The servers the devices talk to: device i uses origins[i % origins.length]. */
export interface Servers {
  origins: string[];
  close(): Promise<void>;
}

/**
 * One server on PGlite, or (`two` and TEST_DATABASE_URL set) two server processes' worth of app
 * on one fresh PostgreSQL database, each with its own connections and LISTEN, so one device's
 * writes reach the other's change feed through pg_notify.
 */
export async function startServers(two: boolean): Promise<Servers> {
  // Loaded only when asked: it warns loudly, at import, when PostgreSQL is not configured.
  const targets = two ? (await import('../server/helpers/databases')).databaseTargets() : [];
  const postgres = targets.find((t) => t.name === 'postgres');
  if (!postgres) {
    const server = await startRealServer();
    return { origins: [server.origin], close: () => server.close() };
  }
  const opened = await postgres.open();
  await seedDemo(opened.database.db);
  // The secret is built in this realm: jsdom's Uint8Array is not Node's Buffer (jose checks it).
  const jwtSecret = crypto.getRandomValues(new Uint8Array(32));
  const config = testConfig({ database: opened.config, jwtSecret });
  const secondDatabase = await openDatabase(opened.config);
  const apps: App[] = [
    await buildApp(config, { database: opened.database }),
    await buildApp(config, { database: secondDatabase }),
  ];
  const origins: string[] = [];
  for (const app of apps) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origins.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  }
  return {
    origins,
    async close() {
      for (const app of apps) await app.close();
      await secondDatabase.close();
      await opened.close();
    },
  };
}

import { buildApp, type App } from '../../../../server/app';
import { openDatabase, pgliteInMemory } from '../../../../server/db/client';
import { runMigrations } from '../../../../server/db/migrate';
import { seedDemo } from '../../../../server/seed/demo-seed';
import { testConfig } from '../../../server/helpers/test-app';

export interface RealServer {
  app: App;
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

/** The real API on PGlite in memory with the demo seed, listening on a random port. */
export async function startRealServer(): Promise<RealServer> {
  const config = pgliteInMemory();
  const database = await openDatabase(config);
  await runMigrations(database);
  await seedDemo(database.db);
  // The secret is built in this realm: jsdom's Uint8Array is not Node's Buffer (jose checks it).
  const jwtSecret = crypto.getRandomValues(new Uint8Array(32));
  const logLevel = process.env.TEST_SERVER_LOG ?? 'silent';
  const app = await buildApp(testConfig({ database: config, jwtSecret, logLevel }), { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

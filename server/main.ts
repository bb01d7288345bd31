import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { startupBanner } from './banner';
import { loadConfig } from './config';
import { runMigrations } from './db/migrate';
import { seedDemo } from './seed/demo-seed';

const config = loadConfig();
const app = await buildApp(config);

// Closing lets PGlite flush its files, also when stopped during the first start's seeding;
// a second signal forces the exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    process.once(signal, () => process.exit(1));
    void app.close().then(() => process.exit(0));
  });
}

try {
  await runMigrations(app.database);
  if (config.seedDemo) {
    const seeded = await seedDemo(app.db, { storage: app.storage });
    app.log.info({ seeded }, seeded ? 'demo data seeded' : 'demo data already present');
  }
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'start failed');
  await app.close();
  process.exit(1);
}

const { port } = app.server.address() as AddressInfo;
// performance.now() counts from process start, so the figure includes loading the code.
app.log.info(
  {
    startupMs: Math.round(performance.now()),
    rssMb: Math.round(process.memoryUsage().rss / 1e6),
  },
  'server started',
);
// The banner is for the person at the terminal, so it is plain text rather than a log line.
process.stdout.write(startupBanner(`http://localhost:${port}`, config.seedDemo));

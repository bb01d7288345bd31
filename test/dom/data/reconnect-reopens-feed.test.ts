import { afterAll, expect, it } from 'vitest';
import { startSyncEngine, type SyncEngine } from '../../../src/replication/sync-engine';
import { loginAs } from './support/client';
import { waitFor } from './support/local-db';
import { livePullOptions, useDataContext } from './support/session-setup';

// When the network comes back the change feed opens again at once: after an outage it is in its
// retry back-off (3 s, then 6 s, 12 s… up to 30 s), and the other devices' next changes would
// reach this device only when it tried again.
const ctx = useDataContext('manager@example.com');
let engine: SyncEngine | null = null;
afterAll(async () => {
  await engine?.stop();
});

const streams = () => ctx.proxy.requests.filter((r) => r.path.endsWith('/events')).length;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("reopens the change feed on reconnect and hears the next change made elsewhere", async () => {
  engine = startSyncEngine(ctx.db, ctx.me.api, { ...livePullOptions(ctx), pollMs: 60_000 });
  const pull = await waitFor(async () => engine?.pull());
  await pull.initialSync;
  await waitFor(async () => streams() > 0);

  // The outage: the stream drops, the first retry fails, the next one waits 6 s.
  ctx.proxy.setDown(true);
  await pause(3_500);
  ctx.proxy.setDown(false);
  const before = streams();
  await engine.refetch();
  await waitFor(async () => streams() > before, 1_500);

  // A change made on another device now arrives through the new stream, well inside the wait.
  const other = await loginAs(ctx.server.origin, 'admin@example.com');
  const claim = (await ctx.db.claims.findOne().exec())!;
  const changed = await other.api.put(`/claims/${claim.id}`, { description: 'Heard after the outage' });
  expect(changed.status).toBe('ok');
  await waitFor(
    async () =>
      (await ctx.db.claims.findOne(claim.id).exec())?.description === 'Heard after the outage',
    2_000,
  );
}, 60_000);

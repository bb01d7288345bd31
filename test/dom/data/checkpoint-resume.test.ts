import { expect, it } from 'vitest';
import { setAsideQuery, setAsideRecords } from '../../../src/collections/config/set-aside';
import { closeDatabase } from '../../../src/db/current-database';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { startPull } from '../../../src/replication/pull/start-pull';
import { openLocal } from './support/local-db';
import { useDataContext } from './support/session-setup';

const ctx = useDataContext();

it('pulls the demo organization once, then resumes from the checkpoints after a restart', async () => {
  const orgId = ctx.me.user.organization_id;
  const started = performance.now();
  const first = startPull(ctx.db, ctx.me.api, { organizationId: orgId });
  await first.initialSync;
  const elapsed = performance.now() - started;
  const received = first.progress.progress$.value;
  await first.stop();
  console.log(`initial sync of the demo organization: ${elapsed.toFixed(0)} ms`, JSON.stringify(received));
  expect(received.claims?.received).toBeGreaterThanOrEqual(30);
  expect(received.contacts?.received).toBeGreaterThan(0);
  expect(received.claims?.done).toBe(true);
  const claimCount = (await ctx.db.claims.find().exec()).length;
  expect(claimCount).toBe(received.claims?.received);
  // Every demo record is storable: nothing was set aside (issue 11).
  expect(setAsideRecords((await setAsideQuery(ctx.db.config).exec())?.value)).toEqual([]);

  await closeDatabase();
  const from = ctx.proxy.requests.length;
  const db = await openLocal(ctx.me.user.id, ctx.key);
  const second = startPull(db, ctx.me.api, { organizationId: orgId });
  await second.initialSync;
  await second.stop();
  expect(await drainQueue(db, ctx.me.api)).toEqual({ attempted: 0, outcomes: [] });

  const after = ctx.proxy.requests.slice(from);
  expect(after.every((r) => r.method === 'GET')).toBe(true);
  const claimPulls = after.filter((r) => r.path.startsWith(`/api/organizations/${orgId}/claims`));
  expect(claimPulls.length).toBeGreaterThan(0);
  expect(claimPulls.every((r) => r.path.includes('checkpoint='))).toBe(true);
  expect(second.progress.progress$.value.claims?.received).toBe(0);
  expect((await db.claims.find().exec()).length).toBe(claimCount);
});

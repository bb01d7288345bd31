import { afterAll, expect, it } from 'vitest';
import { createClaim } from '../../../src/collections/claims/claims.mutations';
import { startQueueWorker, type QueueWorker } from '../../../src/replication/outbox/queue-worker';
import { claimInput, firstContact, serverList } from './support/fixtures';
import { waitFor } from './support/local-db';
import { useDataContext } from './support/session-setup';

const ctx = useDataContext();
let worker: QueueWorker;
let probes = 0;
let down = false;

function setDown(value: boolean) {
  down = value;
  ctx.proxy.setDown(value);
}

afterAll(() => worker?.stop());

it('spends one retry on an outage, waits for the server, then sends by itself', async () => {
  const { db, me } = ctx;
  const contact = await firstContact(me.api, me.user.organization_id);
  setDown(true);
  const claim = await createClaim(db, claimInput(contact, 'POL-OUTAGE-1'), me.user);
  worker = startQueueWorker(db, me.api, {
    pollMs: 50,
    probeDelaysMs: [50],
    probe: async () => {
      probes += 1;
      return !down;
    },
  });
  const op = () => db.sync_queue.findOne({ selector: { resourceId: claim.id } }).exec();
  await waitFor(async () => (await op())?.retryCount === 1);

  // Many poll intervals pass while the server is down: no further attempt is spent.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await op()).toMatchObject({ status: 'pending', retryCount: 1 });
  expect(probes).toBeGreaterThan(3);

  setDown(false);
  const done = await waitFor(async () => ((await op())?.status === 'completed' ? op() : null));
  expect(done?.metadata.serverId).toBeTruthy();
  const onServer = (await serverList(me.api, me.user.organization_id, 'claims')).filter(
    (c) => c.policyNumber === 'POL-OUTAGE-1',
  );
  expect(onServer).toHaveLength(1);
  // Its probes wait real seconds; a busy CI machine needs more than vitest's default 5 s.
}, 20_000);

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDatabase, CollectionName } from '../../../src/collections/app-database';
import { changeClaimStatus, createClaim } from '../../../src/collections/claims/claims.mutations';
import { noteAuthorOf } from '../../../src/collections/notes/auto-notes';
import type { SyncOperationDocType } from '../../../src/collections/sync-queue/sync-queue.schema';
import { DEFAULT_CLAIM_STATUSES } from '../../../src/domain/constants';
import { startQueueWorker } from '../../../src/replication/outbox/queue-worker';
import { sendOperation } from '../../../src/replication/outbox/send-operation';
import { loginAs, type LoggedIn } from './support/client';
import { claimInput, firstContact, serverList } from './support/fixtures';
import { newKey, openTab, waitFor } from './support/local-db';
import { startProxy, type Proxy } from './support/proxy';
import { startRealServer, type RealServer } from './support/real-server';

// Issue 11's double send: the leader tab sent a queued status change, then went away (closed,
// reloaded) before it could record the answer. The next leader finds the operation in progress
// and sends it again with the same Idempotency-Key (the operation id): the server answers with the
// stored result, so no stale If-Match is evaluated and no conflict is shown.
const ONLY: CollectionName[] = ['claims', 'notes', 'sync_queue', 'config'];
let server: RealServer;
let proxy: Proxy;
let me: LoggedIn;
let tab: AppDatabase;

beforeAll(async () => {
  server = await startRealServer();
  proxy = await startProxy(server.origin);
  me = await loginAs(proxy.origin, 'adjuster@example.com');
  tab = await openTab(me.user.id, await newKey(), ONLY);
}, 60_000);
afterAll(async () => {
  await tab.close();
  await proxy.close();
  await server.close();
});

const opOf = (resourceId: string, type: 'create' | 'update') =>
  tab.sync_queue.findOne({ selector: { resourceId, operationType: type } }).exec();

it('a status change the dead leader already sent completes, with one Status Change note', async () => {
  const contact = await firstContact(me.api, me.user.organization_id);
  const first = startQueueWorker(tab, me.api, { pollMs: 100 });
  const created = await createClaim(tab, claimInput(contact, 'POL-DIED-1'), me.user);
  const done = await waitFor(async () => {
    const op = await opOf(created.id, 'create');
    return op?.status === 'completed' ? op : null;
  });
  const claimId = String(done.metadata.serverId);
  await waitFor(async () => (await tab.claims.findOne(claimId).exec()) !== null);
  // Its pass must be over: a pass still running would send the change below itself.
  await first.stop();

  const current = (await tab.claims.findOne(claimId).exec())!;
  const target = DEFAULT_CLAIM_STATUSES.find((s) => s.name !== current.status)!.name;
  await changeClaimStatus(tab, claimId, target, noteAuthorOf(me.user));
  const queued = (await opOf(claimId, 'update'))!;

  // What the leader did before it went away: marked the operation in progress and sent it.
  const inFlight = await queued.incrementalPatch({ status: 'in_progress' });
  const sent = await sendOperation(me.api, inFlight.toMutableJSON() as SyncOperationDocType);
  expect(sent.status).toBe('ok');

  // The next leader recovers the queue and drains it.
  const next = startQueueWorker(tab, me.api, { pollMs: 100 });
  try {
    const settled = await waitFor(async () => {
      const op = await opOf(claimId, 'update');
      return op && op.status !== 'pending' && op.status !== 'in_progress' ? op : null;
    });
    expect(settled.status).toBe('completed');
  } finally {
    await next.stop();
  }
  const puts = proxy.requests.filter(
    (r) => r.method === 'PUT' && r.path === `/api/claims/${claimId}/status`,
  );
  expect(puts).toHaveLength(2);
  // Both carry the operation's id as their key; the server answered the resend with the first
  // answer (not a 409 on its stale If-Match).
  expect(puts.map((r) => r.headers['idempotency-key'])).toEqual([queued.id, queued.id]);
  expect(puts.map((r) => r.status)).toEqual([200, 200]);
  const claims = await serverList(me.api, me.user.organization_id, 'claims');
  expect(claims.find((c) => c.id === claimId)?.status).toBe(target);
  const notes = (await serverList(me.api, me.user.organization_id, 'notes')).filter(
    (n) => n.claimId === claimId,
  );
  const statusNotes = notes.filter((n) => n.title === 'Status Change');
  expect(statusNotes.map((n) => n.id)).toEqual([(queued.data as { noteId: string }).noteId]);
});

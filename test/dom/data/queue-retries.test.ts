import { expect, it } from 'vitest';
import {
  changeClaimStatus,
  createClaim,
  updateClaim,
} from '../../../src/collections/claims/claims.mutations';
import { retryFailed } from '../../../src/replication/outbox/conflict-actions';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { queueMetadata$ } from '../../../src/replication/outbox/queue-meta';
import { firstValueFrom } from 'rxjs';
import { claimInput, firstContact, serverList } from './support/fixtures';
import { useDataContext } from './support/session-setup';
import { fullName } from '../../../src/domain/person-name';

const ctx = useDataContext();

it('retries a failing operation 3 times, then fails it; a retry starts again at 0 and succeeds', async () => {
  const { db, me, proxy } = ctx;
  const contact = await firstContact(me.api, me.user.organization_id);
  proxy.setDown(true);
  const claim = await createClaim(db, claimInput(contact, 'POL-RETRY-1'), me.user);
  const op = () => db.sync_queue.findOne({ selector: { resourceId: claim.id } }).exec();
  expect((await op())?.status).toBe('pending');
  expect((await op())?.metadata.tempId).toBe(claim.id);

  for (const expected of [
    { status: 'pending', retryCount: 1 },
    { status: 'pending', retryCount: 2 },
    { status: 'failed', retryCount: 3 },
  ]) {
    expect((await drainQueue(db, me.api)).outcomes).toEqual(['unreachable']);
    expect(await op()).toMatchObject(expected);
  }
  expect((await op())?.lastError?.message).toBe('Server is not reachable');
  // A failed operation is not tried again by itself.
  expect((await drainQueue(db, me.api)).attempted).toBe(0);
  const meta = await firstValueFrom(queueMetadata$(db));
  expect(meta).toMatchObject({ pendingOperations: 0, failedOperations: 1 });
  expect(meta.lastSyncAttempt).toBeGreaterThan(0);
  expect(meta.lastSuccessfulSync).toBeNull();

  expect(await retryFailed(db)).toBe(1);
  expect(await op()).toMatchObject({ status: 'pending', retryCount: 0 });
  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const done = await op();
  expect(done?.status).toBe('completed');
  const serverId = done?.metadata.serverId as string;
  expect(serverId).toBeTruthy();
  const claims = await serverList(me.api, me.user.organization_id, 'claims');
  expect(claims.filter((c) => c.policyNumber === 'POL-RETRY-1')).toHaveLength(1);
  expect(await db.claims.findOne(claim.id).exec()).toBeNull();
  expect((await db.claims.findOne(serverId).exec())?.policyNumber).toBe('POL-RETRY-1');
  expect((await firstValueFrom(queueMetadata$(db))).lastSuccessfulSync).toBeGreaterThan(0);
});

it('counts a refused write (4xx) as a failed attempt with the server message', async () => {
  const { db, me } = ctx;
  const claim = await db.claims.findOne().exec();
  await changeClaimStatus(db, claim!.id, 'Not a status', {
    ...me.user,
    fullName: fullName(me.user),
  });
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['failed']);
  const op = await db.sync_queue.findOne({ selector: { status: 'pending' } }).exec();
  expect(op?.retryCount).toBe(1);
  expect(op?.lastError?.message).toBe('Invalid status');
});

it('refuses a change the local store cannot hold, and queues nothing for it', async () => {
  const { db } = ctx;
  const claim = await db.claims.findOne().exec();
  const before = (await db.sync_queue.find().exec()).length;
  await expect(updateClaim(db, claim!.id, { dateOfLoss: '' })).rejects.toThrow();
  expect((await db.sync_queue.find().exec()).length).toBe(before);
});

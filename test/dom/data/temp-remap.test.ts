import { expect, it } from 'vitest';
import { createClaim, updateClaim } from '../../../src/collections/claims/claims.mutations';
import { createdFromTempIdQuery } from '../../../src/collections/sync-queue/sync-queue.queries';
import { addNote } from '../../../src/collections/notes/notes.mutations';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { recoverQueue } from '../../../src/replication/outbox/recovery';
import { claimInput, firstContact, serverList } from './support/fixtures';
import { useDataContext } from './support/session-setup';

const ctx = useDataContext();

it('replaces a temp- id everywhere once the create is acknowledged', async () => {
  const { db, me, proxy } = ctx;
  const orgId = me.user.organization_id;
  const contact = await firstContact(me.api, orgId);
  proxy.setDown(true);
  const claim = await createClaim(db, claimInput(contact, 'POL-REMAP-1'), me.user);
  expect(claim.id).toMatch(/^temp-/);
  await updateClaim(db, claim.id, { city: 'Salem', description: 'Roof leak after storm' });
  const note = await addNote(
    db,
    { claimId: claim.id, text: 'Called the insured', isClientVisible: false, status: 'New', documents: [] },
    me.user,
  );
  const local = await db.claims.findOne(claim.id).exec();
  expect(local?.city).toBe('Salem');
  expect((await db.notes.findOne(note.id).exec())?.claimId).toBe(claim.id);

  // The note and the update wait for the claim: only the create is tried while it fails.
  expect((await drainQueue(db, me.api)).attempted).toBe(1);
  proxy.setDown(false);
  const drained = await drainQueue(db, me.api);
  expect(drained.outcomes).toEqual(['completed', 'completed', 'completed']);

  const serverClaims = (await serverList(me.api, orgId, 'claims')).filter(
    (c) => c.policyNumber === 'POL-REMAP-1',
  );
  expect(serverClaims).toHaveLength(1);
  const serverClaim = serverClaims[0]!;
  expect(serverClaim).toMatchObject({ city: 'Salem', description: 'Roof leak after storm' });
  const serverNotes = (await serverList(me.api, orgId, 'notes')).filter(
    (n) => n.claimId === serverClaim.id && n.text === 'Called the insured',
  );
  expect(serverNotes).toHaveLength(1);

  const serverId = String(serverClaim.id);
  expect(await db.claims.findOne(claim.id).exec()).toBeNull();
  expect((await db.claims.findOne(serverId).exec())?.city).toBe('Salem');
  expect(await db.notes.findOne(note.id).exec()).toBeNull();
  const localNote = await db.notes.findOne(String(serverNotes[0]!.id)).exec();
  expect(localNote?.claimId).toBe(serverId);
  const remap = await createdFromTempIdQuery(db.sync_queue, claim.id).exec();
  expect(remap?.metadata.serverId).toBe(serverId);
  const ops = await db.sync_queue.find().exec();
  expect(ops.filter((op) => op.resourceId !== claim.id && JSON.stringify(op.toJSON()).includes(claim.id))).toEqual([]);
});

it('retries a create whose answer was lost with the same Idempotency-Key: no duplicate', async () => {
  const { db, me, proxy } = ctx;
  const orgId = me.user.organization_id;
  const contact = await firstContact(me.api, orgId);
  const claim = await createClaim(db, claimInput(contact, 'POL-LOST-1'), me.user);
  proxy.dropAnswerOf('POST', '/api/claims');
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['unreachable']);
  // The server did create it; the client could not know.
  const afterFirst = (await serverList(me.api, orgId, 'claims')).filter((c) => c.policyNumber === 'POL-LOST-1');
  expect(afterFirst).toHaveLength(1);
  const op = await db.sync_queue.findOne({ selector: { resourceId: claim.id } }).exec();
  expect(op).toMatchObject({ status: 'pending', retryCount: 1 });

  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const afterRetry = (await serverList(me.api, orgId, 'claims')).filter((c) => c.policyNumber === 'POL-LOST-1');
  expect(afterRetry).toHaveLength(1);
  expect((await db.sync_queue.findOne(op!.id).exec())?.metadata.serverId).toBe(afterRetry[0]!.id);
  const posts = ctx.proxy.requests.filter((r) => r.method === 'POST' && r.path === '/api/claims');
  const keys = posts.slice(-2).map((r) => r.headers['idempotency-key']);
  expect(keys).toEqual([claim.id, claim.id]);
});

it('recovers a write cut off between the operation and the record at start-up', async () => {
  const { db, me } = ctx;
  const contact = await firstContact(me.api, me.user.organization_id);
  const claim = await createClaim(db, claimInput(contact, 'POL-CRASH-1'), me.user);
  const op = await db.sync_queue.findOne({ selector: { resourceId: claim.id } }).exec();
  // As if the tab died after storing the operation, mid-request, before the record was written.
  await db.claims.findOne(claim.id).remove();
  await op!.incrementalPatch({ status: 'in_progress' });
  await recoverQueue(db);
  expect((await db.claims.findOne(claim.id).exec())?.policyNumber).toBe('POL-CRASH-1');
  expect((await db.sync_queue.findOne(op!.id).exec())?.status).toBe('pending');
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
});

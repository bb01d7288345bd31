import { expect, it, vi } from 'vitest';
import { changeClaimStatus, createClaim } from '../../../src/collections/claims/claims.mutations';
import { noteAuthorOf } from '../../../src/collections/notes/auto-notes';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { claimInput, firstContact, serverList } from './support/fixtures';
import { useDataContext } from './support/session-setup';

const ctx = useDataContext();

// Found by the fault suite (test/fault): another device's change notice made the pull store the
// new claim under its server id between writeServerRecord's look-up and its write; the write
// failed with a conflict and the whole drain (the Sync button) threw.
it('a create answered after the pull already stored its record completes over that record', async () => {
  const { db, me } = ctx;
  const contact = await firstContact(me.api, me.user.organization_id);
  const claim = await createClaim(db, claimInput(contact, 'POL-RACE-1'), me.user);
  const storage = db.claims.storageInstance;
  const write = storage.bulkWrite.bind(storage);
  // The pull lands in the window: the server's record is stored just before the answer's write.
  vi.spyOn(storage, 'bulkWrite').mockImplementationOnce(async (rows, context) => {
    await write([rows[0]!], 'pull');
    return write(rows, context);
  });
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const local = (await db.claims.find().exec()).filter((c) => c.policyNumber === 'POL-RACE-1');
  expect(local.map((c) => c.id)).not.toContain(claim.id);
  expect(local).toHaveLength(1);
  expect(local[0]!.version).toBeGreaterThan(0);
});

// Seen in the calendar e2e under load: the answer to a create stored the server's record, then
// removed the temp copy in a second write; a screen showed the new event twice in between.
it('a created record moves to its server id in one write: a live list never shows it twice or not at all', async () => {
  const { db, me } = ctx;
  const contact = await firstContact(me.api, me.user.organization_id);
  const claim = await createClaim(db, claimInput(contact, 'POL-MOVE-1'), me.user);
  const seen: string[][] = [];
  const subscription = db.claims.find().$.subscribe((docs) => seen.push(docs.map((d) => d.id)));
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const local = (await db.claims.find().exec()).find((c) => c.policyNumber === 'POL-MOVE-1')!;
  subscription.unsubscribe();
  expect(local.id).not.toBe(claim.id);
  const copies = seen.map((ids) => ids.filter((id) => id === claim.id || id === local.id));
  expect(copies.every((ids) => ids.length === 1)).toBe(true);
  expect(copies.at(-1)).toEqual([local.id]);
});

// Found by the fault suite: the answer to a status change was stored with the change's own patch
// applied again, so the device kept its own clock's statusChangedAt and lastUpdated under the
// server's version; when its pull had already passed that version, nothing ever corrected it.
it('the answer to a change is stored as the server sent it, not with the change applied again', async () => {
  const { db, me } = ctx;
  const contact = await firstContact(me.api, me.user.organization_id);
  await createClaim(db, claimInput(contact, 'POL-ANSWER-1'), me.user);
  await drainQueue(db, me.api);
  const claim = (await db.claims.find().exec()).find((c) => c.policyNumber === 'POL-ANSWER-1')!;
  await changeClaimStatus(db, claim.id, 'In Progress', noteAuthorOf(me.user));
  // The server's clock moves on before the change reaches it.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const server = (await serverList(me.api, me.user.organization_id, 'claims')).find(
    (c) => c.id === claim.id,
  )!;
  const local = (await db.claims.findOne(claim.id).exec())!;
  expect(local.version).toBe(server.version);
  expect([local.statusChangedAt, local.lastUpdated]).toEqual([
    server.statusChangedAt,
    server.lastUpdated,
  ]);
});

// Found by the fault suite: an answer that arrives after the pull stored a newer version of the
// record (another device's change since) must not put the older version back.
it('an answer older than the stored record leaves the newer version in place', async () => {
  const { db, me } = ctx;
  const contact = await firstContact(me.api, me.user.organization_id);
  await createClaim(db, claimInput(contact, 'POL-ANSWER-2'), me.user);
  await drainQueue(db, me.api);
  const claim = (await db.claims.find().exec()).find((c) => c.policyNumber === 'POL-ANSWER-2')!;
  await changeClaimStatus(db, claim.id, 'In Progress', noteAuthorOf(me.user));
  // The pull stores a later version of the claim while the change's answer is on its way.
  const newer = { ...claim.toMutableJSON(), version: claim.version + 5, city: 'Pulled City' };
  const upsert = () => db.claims.upsert(newer);
  const send = me.api.request.bind(me.api);
  vi.spyOn(me.api, 'request').mockImplementationOnce(async (...args) => {
    const answer = await send(...args);
    await upsert();
    return answer;
  });
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const local = (await db.claims.findOne(claim.id).exec())!;
  expect([local.version, local.city]).toEqual([newer.version, 'Pulled City']);
});

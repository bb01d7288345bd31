import { expect, it, vi } from 'vitest';
import { changeClaimStatus, createClaim } from '../../../src/collections/claims/claims.mutations';
import { noteAuthorOf } from '../../../src/collections/notes/auto-notes';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { claimInput, firstContact, serverList } from './support/fixtures';
import { useDataContext } from './support/session-setup';

const ctx = useDataContext();

// Found by the fault suite (test/fault): another device's change notice made the pull store the
// new claim under its server id between writeServerRecord's look-up and its insert; the insert
// failed with RxDB's CONFLICT and the whole drain (the Sync button) threw.
it('a create answered after the pull already stored its record completes over that record', async () => {
  const { db, me } = ctx;
  const contact = await firstContact(me.api, me.user.organization_id);
  const claim = await createClaim(db, claimInput(contact, 'POL-RACE-1'), me.user);
  const insert = db.claims.insert.bind(db.claims);
  // The pull lands in the window: the record is inserted just before the answer's insert.
  vi.spyOn(db.claims, 'insert').mockImplementationOnce(async (doc) => {
    await insert(doc);
    return insert(doc);
  });
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const local = (await db.claims.find().exec()).filter((c) => c.policyNumber === 'POL-RACE-1');
  expect(local.map((c) => c.id)).not.toContain(claim.id);
  expect(local).toHaveLength(1);
  expect(local[0]!.version).toBeGreaterThan(0);
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

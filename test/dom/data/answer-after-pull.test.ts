import { expect, it, vi } from 'vitest';
import { createClaim } from '../../../src/collections/claims/claims.mutations';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { claimInput, firstContact } from './support/fixtures';
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

import { beforeAll, expect, it } from 'vitest';
import { createClaim, updateClaim } from '../../../src/collections/claims/claims.mutations';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { loginAs, type LoggedIn } from './support/client';
import { claimInput, firstContact, serverList } from './support/fixtures';
import { waitFor } from './support/local-db';
import { useDataContext, useLivePull } from './support/session-setup';

// Records written on this device outside the pull (created here, or changed here and answered by
// the server) must still take later changes from other devices when the pull brings them.
const ctx = useDataContext();
useLivePull(ctx);
let other: LoggedIn;

beforeAll(async () => {
  other = await loginAs(ctx.server.origin, 'manager@example.com');
}, 60_000);

it('a claim created on this device takes a later change made elsewhere', async () => {
  const { db, me } = ctx;
  const contact = await firstContact(me.api, me.user.organization_id);
  const created = await createClaim(db, claimInput(contact, 'POL-PULL-OVER-1'), me.user);
  await drainQueue(db, me.api);
  const op = await db.sync_queue.findOne({ selector: { resourceId: created.id } }).exec();
  const id = String(op!.metadata.serverId);
  expect((await other.api.put(`/claims/${id}`, { city: 'Elsewhere City' })).status).toBe('ok');
  const local = await waitFor(async () => {
    const doc = await db.claims.findOne(id).exec();
    return doc?.city === 'Elsewhere City' ? doc : null;
  });
  expect(local.city).toBe('Elsewhere City');
});

it('a claim changed on this device takes a later change made elsewhere', async () => {
  const { db, me } = ctx;
  const claims = await db.claims.find({ sort: [{ claimNumber: 'asc' }] }).exec();
  const id = claims[5]!.id;
  await updateClaim(db, id, { description: 'changed here' });
  await drainQueue(db, me.api);
  expect((await other.api.put(`/claims/${id}`, { city: 'Later City' })).status).toBe('ok');
  const local = await waitFor(async () => {
    const doc = await db.claims.findOne(id).exec();
    return doc?.city === 'Later City' ? doc : null;
  });
  expect(local.description).toBe('changed here');
});

// The fault suite found one demo contact the pull could never store (its metadata's
// insuranceAdjuster group was not in the local schema), which held back every contact after it.
it('every contact of the organization is stored, insurance adjusters included', async () => {
  const { db, me } = ctx;
  const onServer = await serverList(me.api, me.user.organization_id, 'contacts');
  const adjusters = onServer.filter((c) => (c.roles as string[]).includes('insurance_adjuster'));
  expect(adjusters.length).toBeGreaterThan(0);
  const local = await db.contacts.find().exec();
  expect(local.map((c) => c.id).sort()).toEqual(onServer.map((c) => String(c.id)).sort());
  const stored = local.find((c) => c.id === adjusters[0]!.id)!;
  expect(stored.metadata.insuranceAdjuster?.carrier).toBeTruthy();
});

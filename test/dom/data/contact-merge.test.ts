import { expect, it } from 'vitest';
import { createClaim, updateClaim } from '../../../src/collections/claims/claims.mutations';
import { mergeContact } from '../../../src/collections/contacts/contact-merge.mutations';
import { CONTACT_REDIRECTS_ID } from '../../../src/collections/contacts/contact-redirects';
import { createContact } from '../../../src/collections/contacts/contacts.mutations';
import type { AppDatabase } from '../../../src/collections/app-database';
import { emptyClientFormValues, validateClientForm } from '../../../src/domain/client-form';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { claimInput, serverList } from './support/fixtures';
import { useDataContext, useLivePull } from './support/session-setup';

const ctx = useDataContext();
useLivePull(ctx);

type Row = Record<string, unknown>;

async function syncedContact(db: AppDatabase, firstName: string, lastName: string, phone = '') {
  const result = validateClientForm({ ...emptyClientFormValues(), firstName, lastName, phone });
  if (!result.ok) throw new Error('expected a valid client');
  await createContact(db, result.input, ctx.me.user);
  await drainQueue(db, ctx.me.api);
  const [doc] = await db.contacts.find({ selector: { name: `${firstName} ${lastName}` } }).exec();
  if (!doc || doc.id.startsWith('temp-')) throw new Error('expected a synced contact');
  return { id: doc.id, name: doc.name };
}

// Policy numbers are sealed: the claim is found in memory.
async function syncedClaimId(db: AppDatabase, policyNumber: string): Promise<string> {
  const claims = await db.claims.find().exec();
  const claim = claims.find((c) => c.policyNumber === policyNumber);
  if (!claim || claim.id.startsWith('temp-')) throw new Error('expected a synced claim');
  return claim.id;
}

async function redirects(db: AppDatabase): Promise<Row> {
  return ((await db.config.findOne(CONTACT_REDIRECTS_ID).exec())?.value ?? {}) as Row;
}

it('an offline merge shows at once, then reaches the server; a claim edit made after it is not a conflict', async () => {
  const { db, me, proxy } = ctx;
  const source = await syncedContact(db, 'Dup', 'Source', '5550001111');
  const kept = await syncedContact(db, 'Dup', 'Kept');
  await createClaim(db, claimInput(source, 'POL-MERGE-1'), me.user);
  await drainQueue(db, me.api);
  const claimId = await syncedClaimId(db, 'POL-MERGE-1');

  proxy.setDown(true);
  await mergeContact(db, source.id, kept.id, me.user.id);
  expect(await db.contacts.findOne(source.id).exec()).toBeNull();
  expect((await db.contacts.findOne(kept.id).exec())?.phone).toBe('5550001111');
  expect((await db.claims.findOne(claimId).exec())?.toJSON()).toMatchObject({
    clientId: kept.id,
    clientName: 'Dup Kept',
    customers: [{ id: kept.id, name: 'Dup Kept', isPrimary: true }],
  });
  expect(await redirects(db)).toEqual({ [source.id]: kept.id });
  // Made on top of the merge: sent with the claim's version after the merge.
  await updateClaim(db, claimId, { description: 'Seen after the merge' });
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['unreachable']);

  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed', 'completed']);
  const merges = proxy.requests.filter((r) => r.path === `/api/contacts/${source.id}/merge`);
  expect(merges.map((r) => r.method)).toEqual(['POST']);
  const onServer = await me.api.get<Row>(`/claims/${claimId}`);
  expect(onServer.status === 'ok' && onServer.data).toMatchObject({
    clientId: kept.id,
    description: 'Seen after the merge',
    customers: [{ id: kept.id, isPrimary: true }],
  });
  const contacts = await serverList(me.api, me.user.organization_id, 'contacts');
  expect(contacts.some((c) => c.id === source.id)).toBe(false);
});

it('a merge made on another device arrives by pull: the old id redirects and the claim moves', async () => {
  const { db, me } = ctx;
  const source = await syncedContact(db, 'Remote', 'Source');
  const kept = await syncedContact(db, 'Remote', 'Kept');
  await createClaim(db, claimInput(source, 'POL-MERGE-2'), me.user);
  await drainQueue(db, me.api);
  const claimId = await syncedClaimId(db, 'POL-MERGE-2');

  const merged = await me.api.post<Row>(`/contacts/${source.id}/merge`, { intoId: kept.id });
  expect(merged.status).toBe('ok');
  await expect
    .poll(async () => (await redirects(db))[source.id], { timeout: 15_000 })
    .toBe(kept.id);
  await expect.poll(async () => db.contacts.findOne(source.id).exec(), { timeout: 15_000 }).toBeNull();
  await expect
    .poll(async () => (await db.claims.findOne(claimId).exec())?.clientId, { timeout: 15_000 })
    .toBe(kept.id);
});

import { expect, it } from 'vitest';
import { createClaim } from '../../../src/collections/claims/claims.mutations';
import {
  createContact,
  deleteContact,
  updateContact,
} from '../../../src/collections/contacts/contacts.mutations';
import { validateClientForm, emptyClientFormValues } from '../../../src/domain/client-form';
import { takeServers } from '../../../src/replication/outbox/conflict-actions';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { claimInput, serverList } from './support/fixtures';
import { useDataContext } from './support/session-setup';

const ctx = useDataContext();

function clientInput(firstName: string, lastName: string) {
  const result = validateClientForm({
    ...emptyClientFormValues(),
    firstName,
    lastName,
    email: `${firstName}@example.com`,
  });
  if (!result.ok) throw new Error('expected a valid client');
  return result.input;
}

it('a contact made and edited offline reaches the server once, under its server id', async () => {
  const { db, me, proxy } = ctx;
  const orgId = me.user.organization_id;
  proxy.setDown(true);
  const contact = await createContact(db, clientInput('Ada', 'Offline'), me.user);
  expect(contact.id).toMatch(/^temp-/);
  await updateContact(db, contact.id, { ...clientInput('Ada', 'Edited') }, me.user.id);
  expect((await db.contacts.findOne(contact.id).exec())?.name).toBe('Ada Edited');
  expect((await drainQueue(db, me.api)).attempted).toBe(1);

  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed', 'completed']);
  const onServer = (await serverList(me.api, orgId, 'contacts')).filter((c) =>
    String(c.name).startsWith('Ada '),
  );
  expect(onServer).toHaveLength(1);
  expect(onServer[0]).toMatchObject({
    name: 'Ada Edited',
    email: 'ada@example.com',
    metadata: { client: { type: 'individual', firstName: 'Ada', lastName: 'Edited' } },
  });
  const posts = proxy.requests.filter((r) => r.method === 'POST' && r.path === '/api/contacts');
  expect(posts).toHaveLength(1);
  const puts = proxy.requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/api/contacts/'));
  expect(puts.map((r) => r.path)).toEqual([`/api/contacts/${String(onServer[0]!.id)}`]);
  expect(await db.contacts.findOne(contact.id).exec()).toBeNull();
  expect((await db.contacts.findOne(String(onServer[0]!.id)).exec())?.name).toBe('Ada Edited');

  await deleteContact(db, String(onServer[0]!.id), me.user.id);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const left = (await serverList(me.api, orgId, 'contacts')).filter((c) => c.id === onServer[0]!.id);
  expect(left).toHaveLength(0);
});

it('a delete the server refuses (a claim references the contact) ends as a conflict that can bring it back', async () => {
  const { db, me } = ctx;
  const contact = await createContact(db, clientInput('Linked', 'Client'), me.user);
  await drainQueue(db, me.api);
  const serverId = String(
    (await serverList(me.api, me.user.organization_id, 'contacts')).find(
      (c) => c.name === 'Linked Client',
    )!.id,
  );
  expect(contact.id).not.toBe(serverId);
  await createClaim(db, claimInput({ id: serverId, name: 'Linked Client' }, 'POL-LINKED-1'), me.user);
  await drainQueue(db, me.api);

  await deleteContact(db, serverId, me.user.id);
  expect(await db.contacts.findOne(serverId).exec()).toBeNull();
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['conflict']);
  const op = (await db.sync_queue.find({ selector: { status: 'conflict' } }).exec())[0]!;
  expect(op.lastError?.message).toBe(
    'This contact is linked to one claim. Remove it from that claim before deleting it.',
  );
  await takeServers(db, op.id);
  expect((await db.contacts.findOne(serverId).exec())?.name).toBe('Linked Client');
});

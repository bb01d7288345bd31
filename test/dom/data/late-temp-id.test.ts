import { expect, it } from 'vitest';
import { createContact, updateContact } from '../../../src/collections/contacts/contacts.mutations';
import { emptyClientFormValues, validateClientForm } from '../../../src/domain/client-form';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { serverList } from './support/fixtures';
import { useDataContext } from './support/session-setup';

const ctx = useDataContext();

// Found by the fault suite (test/fault): a change made under a record's temp- id just after its
// create was acknowledged (the screen still held the temp id) waited for that temp id for ever.
it('a change queued under a temp id already acknowledged is sent under the server id', async () => {
  const { db, me } = ctx;
  const form = validateClientForm({ ...emptyClientFormValues(), firstName: 'Late', lastName: 'Edit' });
  if (!form.ok) throw new Error('expected a valid contact');
  const contact = await createContact(db, form.input, me.user);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  await updateContact(db, contact.id, { phone: '5035550100' }, me.user.id);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const onServer = (await serverList(me.api, me.user.organization_id, 'contacts')).find(
    (c) => c.name === 'Late Edit',
  );
  expect(onServer?.phone).toBe('5035550100');
});

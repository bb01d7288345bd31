import { expect, it } from 'vitest';
import { createContact } from '../../../src/collections/contacts/contacts.mutations';
import { emptyClientFormValues, validateClientForm } from '../../../src/domain/client-form';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { serverList } from './support/fixtures';
import { useDataContext } from './support/session-setup';

const ctx = useDataContext();

it('a contact’s own field values survive the local store, the queue and the server, keyed by field id', async () => {
  const { db, me } = ctx;
  const result = validateClientForm({ ...emptyClientFormValues(), firstName: 'Custom' });
  if (!result.ok) throw new Error('expected a valid client');
  const values = { 'cf-0a1b2c3d4e5f': 'Gold', 'cf-abcdef012345': 12.5, 'cf-999999': true };
  const input = { ...result.input, metadata: { client: { ...result.input.metadata.client!, customFields: values } } };
  await createContact(db, input, me.user);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const [onServer] = (await serverList(me.api, me.user.organization_id, 'contacts')).filter(
    (c) => c.name === 'Custom',
  );
  expect(onServer).toMatchObject({ metadata: { client: { customFields: values } } });
  const local = await db.contacts.findOne(String(onServer!.id)).exec();
  expect(local?.toMutableJSON().metadata.client?.customFields).toEqual(values);
});

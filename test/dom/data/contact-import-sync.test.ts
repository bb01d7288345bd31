import { expect, it } from 'vitest';
import { importContactsBatch } from '../../../src/collections/contacts/contacts-import.mutations';
import { updateContact } from '../../../src/collections/contacts/contacts.mutations';
import { dryRunImport, guessMapping, parseImportText, contactsToImport } from '../../../src/domain/contact-import';
import { discardOperation } from '../../../src/replication/outbox/conflict-actions';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { recoverQueue } from '../../../src/replication/outbox/recovery';
import { serverList } from './support/fixtures';
import { useDataContext } from './support/session-setup';

const ctx = useDataContext();

function items(prefix: string, count: number) {
  const lines = Array.from({ length: count }, (_, i) => `${prefix} Person${i},${prefix.toLowerCase()}${i}@example.com`);
  const parsed = parseImportText(`Name,Email\n${lines.join('\n')}`);
  if (!parsed.ok) throw new Error(parsed.message);
  const run = dryRunImport(parsed.parsed, guessMapping(parsed.parsed.headers), []);
  return contactsToImport(run, true);
}

const named = async (prefix: string) =>
  (await serverList(ctx.me.api, ctx.me.user.organization_id, 'contacts')).filter((c) =>
    String(c.name).startsWith(`${prefix} `),
  );

it('an import batch shows at once, reaches the server once under its ids, and edits made before it synced follow', async () => {
  const { db, me, proxy } = ctx;
  proxy.setDown(true);
  const batch = items('Batch', 3);
  const opId = await importContactsBatch(db, batch, me.user);
  const local = await db.contacts.find({ selector: { name: { $regex: '^Batch ' } } }).exec();
  expect(local.map((c) => [c.name, c.version])).toEqual([
    ['Batch Person0', 0],
    ['Batch Person1', 0],
    ['Batch Person2', 0],
  ]);
  const edited = local[1]!.id;
  await updateContact(db, edited, { name: 'Batch Person1 Edited' }, me.user.id);
  expect((await drainQueue(db, me.api)).attempted).toBe(1);

  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed', 'completed']);
  const onServer = await named('Batch');
  expect(onServer.map((c) => c.id).sort()).toEqual(local.map((c) => c.id).sort());
  expect(onServer.find((c) => c.id === edited)).toMatchObject({ name: 'Batch Person1 Edited', version: 2 });
  const posts = proxy.requests.filter((r) => r.method === 'POST' && r.path === '/api/contacts/batch');
  expect(posts).toHaveLength(1);
  const mine = await db.contacts.find({ selector: { name: { $regex: '^Batch ' } } }).exec();
  expect(mine.map((c) => c.version).sort()).toEqual([1, 1, 2]);
  expect((await db.sync_queue.findOne(opId).exec())?.status).toBe('completed');
});

it('recovery re-creates the records of a batch interrupted after its operation was stored', async () => {
  const { db, me } = ctx;
  const opId = await importContactsBatch(db, items('Crash', 2), me.user);
  const docs = await db.contacts.find({ selector: { name: { $regex: '^Crash ' } } }).exec();
  await db.contacts.bulkRemove(docs.map((d) => d.id));
  await recoverQueue(db);
  expect((await db.contacts.find({ selector: { name: { $regex: '^Crash ' } } }).exec()).length).toBe(2);
  await discardOperation(db, opId);
  expect((await db.contacts.find({ selector: { name: { $regex: '^Crash ' } } }).exec()).length).toBe(0);
  expect(await named('Crash')).toEqual([]);
});

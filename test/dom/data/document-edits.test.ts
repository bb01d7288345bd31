import { beforeAll, expect, it } from 'vitest';
import {
  changeDocument,
  deleteDocument,
} from '../../../src/collections/documents/document-edits.mutations';
import {
  storedDocumentFile,
  storeDocumentFile,
} from '../../../src/collections/documents/document-files';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { loginAs, type LoggedIn } from './support/client';
import { serverList } from './support/fixtures';
import { useNodeFormData } from './support/node-form-data';
import { pullOnce, useDataContext } from './support/session-setup';

// The library's writes (issue 14) made offline, queued, and sent as PUT / DELETE with If-Match.
await useNodeFormData();
const ctx = useDataContext('manager@example.com');
let other: LoggedIn;
let docId: string;

beforeAll(async () => {
  other = await loginAs(ctx.server.origin, 'admin@example.com');
  const claims = await serverList(other.api, other.user.organization_id, 'claims');
  const form = new FormData();
  form.append('claim_id', String(claims[0]!.id));
  form.append('is_client_visible', 'false');
  form.append('file', new Blob(['site photo'], { type: 'image/png' }), 'site.png');
  const uploaded = await other.api.post<{ id: string }>('/documents', form);
  if (uploaded.status === 'error') throw new Error(uploaded.message);
  docId = uploaded.data.id;
  await pullOnce(ctx.db, ctx.me);
}, 60_000);

const onServer = async () =>
  (await serverList(other.api, other.user.organization_id, 'documents')).find(
    (d) => d.id === docId,
  );

it('renames and shares a document offline, then sends both in order', async () => {
  const { db, me, proxy } = ctx;
  proxy.setDown(true);
  await changeDocument(db, docId, { name: ' Roof, north side.png ' }, me.user.id);
  await changeDocument(db, docId, { isClientVisible: true }, me.user.id);
  const local = await db.documents.findOne(docId).exec();
  expect(local?.name).toBe('Roof, north side.png');
  expect(local?.isClientVisible).toBe(true);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['unreachable']);
  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed', 'completed']);
  const puts = proxy.requests.filter((r) => r.method === 'PUT' && r.path === `/api/documents/${docId}`);
  expect(puts.map((r) => r.headers['if-match'])).toEqual(['"1"', '"2"']);
  expect(await onServer()).toMatchObject({
    name: 'Roof, north side.png',
    isClientVisible: true,
    version: 3,
  });
});

it('deletes offline: the file leaves the device at once, the server on reconnect', async () => {
  const { db, me, proxy } = ctx;
  const doc = await db.documents.findOne(docId).exec();
  await storeDocumentFile(doc!, new Blob(['site photo'], { type: 'image/png' }));
  expect(await storedDocumentFile(db, docId)).not.toBeNull();
  proxy.setDown(true);
  await deleteDocument(db, docId, me.user.id);
  expect(await db.documents.findOne(docId).exec()).toBeNull();
  expect(await storedDocumentFile(db, docId)).toBeNull();
  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  expect(await onServer()).toBeUndefined();
});

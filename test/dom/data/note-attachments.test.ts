import { beforeAll, expect, it } from 'vitest';
import { storedDocumentFile } from '../../../src/collections/documents/document-files';
import { addNoteWithFiles } from '../../../src/collections/notes/note-attachments';
import { toLocalRecord } from '../../../src/collections/wire-records';
import type { NoteInput } from '../../../src/domain/note.schema';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { processOperation } from '../../../src/replication/outbox/process-operation';
import { serverList } from './support/fixtures';
import { useNodeFormData } from './support/node-form-data';
import { useDataContext } from './support/session-setup';

await useNodeFormData();
const ctx = useDataContext('manager@example.com');
const LIMITS = { allowedTypes: ['txt', 'pdf'], maxFileSize: 1 };
let claimId: string;

const noteInput = (text: string): NoteInput => ({
  claimId,
  text,
  isClientVisible: true,
  status: 'New',
  documents: [],
});
const textFile = (name: string, content: string) => ({
  name,
  file: new Blob([content], { type: 'text/plain' }),
});

beforeAll(async () => {
  const claims = await serverList(ctx.me.api, ctx.me.user.organization_id, 'claims');
  claimId = String(claims[0]!.id);
});

it('refuses a file outside the documents settings and queues nothing', async () => {
  const { db, me } = ctx;
  const before = await db.sync_queue.count().exec();
  const documentsBefore = await db.documents.count().exec();
  const exe = addNoteWithFiles(
    db,
    noteInput('See the installer'),
    [textFile('ok.txt', 'fine'), textFile('setup.exe', 'MZ')],
    LIMITS,
    me.user,
  );
  await expect(exe).rejects.toThrow('“setup.exe” was not added: File type not allowed');
  const big = { name: 'scan.pdf', file: new Blob([new Uint8Array(1024 * 1024 + 1)]) };
  await expect(addNoteWithFiles(db, noteInput('Scan'), [big], LIMITS, me.user)).rejects.toThrow(
    'larger than the 1 MB limit',
  );
  expect(await db.sync_queue.count().exec()).toBe(before);
  expect(await db.documents.count().exec()).toBe(documentsBefore);
  expect(await db.notes.count().exec()).toBe(0);
});

it('uploads offline before the note, and gives the note the server ids as each upload syncs', async () => {
  const { db, me, proxy } = ctx;
  proxy.setDown(true);
  const note = await addNoteWithFiles(
    db,
    noteInput('Photos from the attic'),
    [textFile('attic.txt', 'water stains on the rafters')],
    LIMITS,
    me.user,
  );
  const [tempDocId] = note.documents;
  expect(tempDocId).toMatch(/^temp-/);
  expect(await (await storedDocumentFile(db, tempDocId!))?.text()).toBe('water stains on the rafters');
  const queued = await db.sync_queue.find({ sort: [{ timestamp: 'asc' }] }).exec();
  expect(queued.map((op) => [op.resourceType, op.resourceId])).toEqual([
    ['documents', tempDocId],
    ['notes', note.id],
  ]);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['unreachable']);
  proxy.setDown(false);

  // Only the upload: the note still waits, and already names the server's document locally.
  expect(await processOperation(db, me.api, queued[0]!)).toBe('completed');
  const serverDocId = String((await db.sync_queue.findOne(queued[0]!.id).exec())?.metadata.serverId);
  expect(serverDocId).not.toMatch(/^temp-/);
  expect((await db.notes.findOne(note.id).exec())?.documents).toEqual([serverDocId]);
  expect((await db.sync_queue.findOne(queued[1]!.id).exec())?.data).toMatchObject({
    documents: [serverDocId],
  });

  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const orgId = me.user.organization_id;
  const onServer = (await serverList(me.api, orgId, 'notes')).filter(
    (n) => n.text === 'Photos from the attic',
  );
  expect(onServer).toHaveLength(1);
  expect(onServer[0]!.documents).toEqual([{ id: serverDocId, name: 'attic.txt' }]);
  const serverDocs = await serverList(me.api, orgId, 'documents');
  expect(serverDocs.find((d) => d.id === serverDocId)).toMatchObject({
    claimId,
    isClientVisible: true,
  });
  // The server's answer replaced the local note: attachments stay ids, not the wire's objects.
  const local = await db.notes.findOne(String(onServer[0]!.id)).exec();
  expect(local?.documents).toEqual([serverDocId]);
  // As a pull on another device stores the same note.
  expect(toLocalRecord('notes', onServer[0]!).doc.documents).toEqual([serverDocId]);
});

import { beforeAll, expect, it } from 'vitest';
import {
  awaitingNoteIds,
  awaitingNoteQuery,
  documentsWithoutTheirNote,
  markAwaitingNote,
} from '../../../src/collections/documents/awaiting-note';
import {
  addNoteForFiles,
  keepWithoutNote,
} from '../../../src/collections/documents/awaiting-note-repair';
import { uploadClaimFiles } from '../../../src/collections/documents/document-uploads';
import { createConversation } from '../../../src/collections/conversations/conversations.mutations';
import { addNoteWithFiles } from '../../../src/collections/notes/note-attachments';
import { newTempId } from '../../../src/domain/temp-id';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { serverList } from './support/fixtures';
import { useNodeFormData } from './support/node-form-data';
import { useDataContext } from './support/session-setup';

// Issue 11: a note's files are queued before the note; a tab that dies in between leaves them on
// the claim with no note naming them. The device keeps them marked, under their server ids once
// uploaded, so the claim can say so.
await useNodeFormData();
const ctx = useDataContext('manager@example.com');
const LIMITS = { allowedTypes: ['txt'], maxFileSize: 1 };
let claimId: string;
const textFile = (name: string) => ({ name, file: new Blob([name], { type: 'text/plain' }) });

beforeAll(async () => {
  const claims = await serverList(ctx.me.api, ctx.me.user.organization_id, 'claims');
  claimId = String(claims[0]!.id);
});

async function withoutNote() {
  const { db } = ctx;
  const awaiting = awaitingNoteIds((await awaitingNoteQuery(db.config).exec())?.value);
  const documents = await db.documents.find({ selector: { claimId } }).exec();
  const notes = await db.notes.find({ selector: { claimId } }).exec();
  const ids = documents.map((d) => d.id);
  return [...documentsWithoutTheirNote(awaiting, ids, notes)];
}

it('a note saved with its files leaves nothing marked', async () => {
  const { db, me, proxy } = ctx;
  proxy.setDown(true);
  const input = { claimId, text: 'Roof photos', isClientVisible: false, status: 'New' };
  const note = await addNoteWithFiles(
    db,
    { ...input, documents: [] },
    [textFile('roof.txt')],
    LIMITS,
    me.user,
  );
  expect(note.documents).toHaveLength(1);
  expect(awaitingNoteIds((await awaitingNoteQuery(db.config).exec())?.value)).toEqual([]);
  expect(await withoutNote()).toEqual([]);
  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed', 'completed']);
  expect(await withoutNote()).toEqual([]);
});

it('files whose note was never queued are marked, and stay marked under their server ids', async () => {
  const { db, me, proxy } = ctx;
  proxy.setDown(true);
  // What addNoteWithFiles does up to the moment its tab dies: marked, uploaded, no note.
  const ids = [newTempId(), newTempId()];
  await markAwaitingNote(db, ids);
  const options = { limits: LIMITS, isClientVisible: false, ids };
  const files = [textFile('gutter.txt'), textFile('fence.txt')];
  const uploaded = await uploadClaimFiles(db, claimId, files, options, me.user);
  expect(uploaded.map((d) => d.id)).toEqual(ids);
  expect((await withoutNote()).sort()).toEqual([...ids].sort());

  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed', 'completed']);
  const onServer = await db.documents.find({ selector: { claimId } }).exec();
  const serverIds = onServer.filter((d) => ['gutter.txt', 'fence.txt'].includes(d.name));
  expect(serverIds.every((d) => !d.id.startsWith('temp-'))).toBe(true);
  expect((await withoutNote()).sort()).toEqual(serverIds.map((d) => d.id).sort());
});

it('is a pure rule: a marked document some note names is not flagged', () => {
  const flagged = documentsWithoutTheirNote(['a', 'b', 'gone'], ['a', 'b', 'c'], [
    { documents: ['b'] },
    {},
  ]);
  expect([...flagged]).toEqual(['a']);
});

it('repairs files that lost their note: a note names them, the mark goes, the server has both', async () => {
  const { db, me } = ctx;
  const flagged = await withoutNote();
  expect(flagged).toHaveLength(2);
  const conversation = await createConversation(db, claimId, me.user, 'Site visit');
  const note = await addNoteForFiles(db, { claimId, conversationId: conversation.id }, flagged, me.user);
  expect([...note.documents].sort()).toEqual([...flagged].sort());
  expect(note.text).toContain('gutter.txt');
  expect(await withoutNote()).toEqual([]);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed', 'completed']);
  const notes = await serverList(me.api, me.user.organization_id, 'notes');
  const onServer = notes.find((n) => String(n.text).includes('fence.txt'));
  const attached = (onServer?.documents as { id: string }[]).map((d) => d.id);
  expect(attached.sort()).toEqual([...flagged].sort());
});

it('keeps files without a note when the user says so', async () => {
  const { db } = ctx;
  const id = newTempId();
  await markAwaitingNote(db, [id]);
  const options = { limits: LIMITS, isClientVisible: false, ids: [id] };
  await uploadClaimFiles(db, claimId, [textFile('shed.txt')], options, ctx.me.user);
  expect(await withoutNote()).toEqual([id]);
  await keepWithoutNote(db, [id]);
  expect(await withoutNote()).toEqual([]);
});

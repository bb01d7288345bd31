import { beforeAll, expect, it } from 'vitest';
import { settingsId } from '../../../src/collections/config/config.schema';
import {
  FILE_ATTACHMENT_ID,
  fileWhenStored,
  storeDocumentFile,
  storedDocumentFile,
} from '../../../src/collections/documents/document-files';
import { uploadDocument } from '../../../src/collections/documents/documents.mutations';
import { syncDocumentFiles } from '../../../src/replication/documents/document-files.sync';
import { createFileFetcher, type FileFetcher } from '../../../src/replication/documents/file-fetcher';
import { openDocumentFile } from '../../../src/replication/documents/open-document-file';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { FILE_MISSING_MESSAGE, multipartUpload } from '../../../src/replication/outbox/multipart-upload';
import { loginAs, type LoggedIn } from './support/client';
import { serverList } from './support/fixtures';
import { useNodeFormData } from './support/node-form-data';
import { pullOnce, useDataContext } from './support/session-setup';

await useNodeFormData();
const ctx = useDataContext('manager@example.com');
let other: LoggedIn;
let fetchFile: FileFetcher;
let claimId: string;
let serverDocId: string;
const CONTENT = 'Roof inspection report: water damage in the attic';

async function storeDocuments(on: boolean) {
  await ctx.db.config.upsert({
    id: settingsId('offline'),
    kind: 'settings',
    value: { storeDocuments: on },
    version: 0,
    updatedAt: new Date().toISOString(),
  });
}

async function pullAll() {
  await pullOnce(ctx.db, ctx.me);
}

/**
 * An upload made offline whose record is stored and whose file is not (yet): the moment between
 * the two writes of uploadDocument, or a tab that closed in between. Returns the file taken out.
 */
async function uploadWithoutFile(name: string, text: string) {
  const local = await uploadDocument(
    ctx.db,
    { file: new Blob([text], { type: 'text/plain' }), name, claimId },
    ctx.me.user,
  );
  const doc = await ctx.db.documents.findOne(local.id).exec();
  const file = await doc!.getAttachment(FILE_ATTACHMENT_ID)!.getData();
  await doc!.getAttachment(FILE_ATTACHMENT_ID)!.remove();
  return { local, file };
}

/** Stores `file` as the record's file a moment from now, as uploadDocument's second write does. */
async function storeFileLater(id: string, file: Blob) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await storeDocumentFile((await ctx.db.documents.findOne(id).exec())!, file);
}

beforeAll(async () => {
  other = await loginAs(ctx.server.origin, 'admin@example.com');
  fetchFile = createFileFetcher({
    baseUrl: `${ctx.proxy.origin}/api`,
    getToken: () => ctx.me.storage.getToken(),
  });
  const claims = await serverList(other.api, other.user.organization_id, 'claims');
  claimId = String(claims[0]!.id);
  const form = new FormData();
  form.append('claim_id', claimId);
  form.append('file', new Blob([CONTENT], { type: 'text/plain' }), 'report.txt');
  const uploaded = await other.api.post<{ id: string }>('/documents', form);
  if (uploaded.status === 'error') throw new Error(uploaded.message);
  serverDocId = uploaded.data.id;
  await pullAll();
}, 60_000);

it('keeps metadata only while storeDocuments is off', async () => {
  await storeDocuments(false);
  const doc = await ctx.db.documents.findOne(serverDocId).exec();
  expect(doc?.name).toBe('report.txt');
  expect(await syncDocumentFiles(ctx.db, fetchFile)).toBe(0);
  expect(await storedDocumentFile(ctx.db, serverDocId)).toBeNull();
});

it('downloads files into encrypted attachments when on and serves them offline', async () => {
  await storeDocuments(true);
  expect(await syncDocumentFiles(ctx.db, fetchFile)).toBeGreaterThanOrEqual(1);
  ctx.proxy.setDown(true);
  try {
    const file = await openDocumentFile(ctx.db, fetchFile, serverDocId);
    expect(await file?.text()).toBe(CONTENT);
    // A document whose file is not stored has nothing to show while offline.
    await ctx.db.documents.findOne(serverDocId).exec().then((d) => d!.getAttachment(FILE_ATTACHMENT_ID)!.remove());
    expect(await openDocumentFile(ctx.db, fetchFile, serverDocId)).toBeNull();
    // A failed download is left for the next pass.
    expect(await syncDocumentFiles(ctx.db, fetchFile)).toBe(0);
  } finally {
    ctx.proxy.setDown(false);
  }
  expect(await syncDocumentFiles(ctx.db, fetchFile)).toBeGreaterThanOrEqual(1);
  expect(await (await storedDocumentFile(ctx.db, serverDocId))?.text()).toBe(CONTENT);
});

it('removes stored files when storeDocuments is turned off', async () => {
  await storeDocuments(false);
  expect(await syncDocumentFiles(ctx.db, fetchFile)).toBeGreaterThanOrEqual(1);
  expect(await storedDocumentFile(ctx.db, serverDocId)).toBeNull();
  expect(await ctx.db.documents.findOne(serverDocId).exec()).not.toBeNull();
});

it('queues an upload made offline and posts it as multipart once the server answers', async () => {
  const { db, me, proxy } = ctx;
  await storeDocuments(true);
  proxy.setDown(true);
  const text = 'Estimate made on site, no signal';
  const local = await uploadDocument(
    db,
    { file: new Blob([text], { type: 'text/plain' }), name: 'estimate.txt', claimId },
    me.user,
  );
  expect(local.id.startsWith('temp-')).toBe(true);
  expect(await (await storedDocumentFile(db, local.id))?.text()).toBe(text);
  // Turning storage off does not drop the only copy of an unsent upload.
  await storeDocuments(false);
  await syncDocumentFiles(db, fetchFile);
  expect(await storedDocumentFile(db, local.id)).not.toBeNull();
  await storeDocuments(true);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['unreachable']);
  proxy.setDown(false);

  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const op = await db.sync_queue.findOne({ selector: { resourceId: local.id } }).exec();
  const serverId = String(op!.metadata.serverId);
  expect(await db.documents.findOne(local.id).exec()).toBeNull();
  expect((await db.documents.findOne(serverId).exec())?.name).toBe('estimate.txt');
  expect(await (await storedDocumentFile(db, serverId))?.text()).toBe(text);
  // A screen rendered before the move still names the temp id (the photo log, the preview).
  expect(await (await storedDocumentFile(db, local.id))?.text()).toBe(text);
  await storeDocuments(false);
  await syncDocumentFiles(db, fetchFile);
  expect(await storedDocumentFile(db, serverId)).toBeNull();
  expect(await (await openDocumentFile(db, fetchFile, local.id))?.text()).toBe(text);
  await storeDocuments(true);
  const posts = proxy.requests.filter((r) => r.method === 'POST' && r.path === '/api/documents');
  expect(posts.at(-1)?.headers['content-type']).toMatch(/^multipart\/form-data/);
  const onServer = await serverList(other.api, other.user.organization_id, 'documents');
  expect(onServer.filter((d) => d.name === 'estimate.txt')).toHaveLength(1);
  const fromServer = await createFileFetcher({
    baseUrl: `${ctx.server.origin}/api`,
    getToken: () => other.storage.getToken(),
  })(`/documents/${serverId}/download`);
  expect(await fromServer?.text()).toBe(text);
});

it('fails an upload visibly when its file is no longer on the device', async () => {
  const { db, me } = ctx;
  const { local } = await uploadWithoutFile('lost.txt', 'lost');
  const queued = await db.sync_queue.findOne({ selector: { resourceId: local.id } }).exec();
  // Queued two minutes ago: no tab is still storing its file.
  await queued!.incrementalPatch({ timestamp: Date.now() - 120_000 });
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['failed']);
  const op = await db.sync_queue.findOne({ selector: { resourceId: local.id } }).exec();
  expect(op?.lastError?.message).toBe(FILE_MISSING_MESSAGE);
  expect(op?.retryCount).toBe(1);
  await op!.incrementalRemove();
});

it('sends an upload whose file is still being stored when the drain reaches it, first time', async () => {
  const { db, me } = ctx;
  const { local, file } = await uploadWithoutFile('late.txt', 'late');
  // What uploadDocument does after the queued POST woke the drain: the file lands a moment later.
  const drained = drainQueue(db, me.api);
  await storeFileLater(local.id, file);
  expect((await drained).outcomes).toEqual(['completed']);
  const op = await db.sync_queue.findOne({ selector: { resourceId: local.id } }).exec();
  expect(op?.retryCount).toBe(0);
  expect(op?.lastError).toBeNull();
});

it('a young upload whose file never comes fails after the wait, not at once', async () => {
  const { db } = ctx;
  const { local } = await uploadWithoutFile('gone.txt', 'gone');
  const op = await db.sync_queue.findOne({ selector: { resourceId: local.id } }).exec();
  const started = Date.now();
  expect(await multipartUpload(db, op!.toMutableJSON(), 400)).toBe('missing');
  expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  await op!.incrementalRemove();
});

it('a new upload asked for while its file is being stored is waited for; an old one is not', async () => {
  const { db, proxy } = ctx;
  const { local, file } = await uploadWithoutFile('soon.txt', 'on its way');
  const asked = storedDocumentFile(db, local.id);
  await storeFileLater(local.id, file);
  expect(await (await asked)?.text()).toBe('on its way');

  // Made two minutes ago and still without its file: the tab that made it closed in between.
  await (await db.documents.findOne(local.id).exec())!.getAttachment(FILE_ATTACHMENT_ID)!.remove();
  await (await db.documents.findOne(local.id).exec())!.incrementalPatch({
    createdAt: new Date(Date.now() - 120_000).toISOString(),
  });
  const started = Date.now();
  const downloads = () => proxy.requests.filter((r) => r.path.includes(`/documents/${local.id}`));
  expect(await openDocumentFile(db, fetchFile, local.id)).toBeNull();
  expect(Date.now() - started).toBeLessThan(1_000);
  // The server knows no temp- id: nothing is asked of it.
  expect(downloads()).toHaveLength(0);
  const op = await db.sync_queue.findOne({ selector: { resourceId: local.id } }).exec();
  await op!.incrementalRemove();
  await (await db.documents.findOne(local.id).exec())!.remove();
});

it('stops waiting for a file when its record goes away', async () => {
  const { db } = ctx;
  const { local } = await uploadWithoutFile('dropped.txt', 'dropped');
  const started = Date.now();
  const waited = fileWhenStored(db, local.id, 5_000);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await (await db.documents.findOne(local.id).exec())!.remove();
  expect(await waited).toBeNull();
  expect(Date.now() - started).toBeLessThan(2_000);
  const op = await db.sync_queue.findOne({ selector: { resourceId: local.id } }).exec();
  await op!.incrementalRemove();
});

it('renews an expired access token once, then downloads; without renewal it reports no file', async () => {
  const path = `/documents/${serverDocId}/download`;
  let token = 'expired-token';
  let renewals = 0;
  const renewing = createFileFetcher({
    baseUrl: `${ctx.server.origin}/api`,
    getToken: () => token,
    renewToken: async () => {
      renewals += 1;
      token = other.storage.getToken() ?? '';
    },
  });
  expect(await (await renewing(path))?.text()).toBe(CONTENT);
  expect(renewals).toBe(1);
  // A token that works asks nothing more.
  expect(await (await renewing(path))?.text()).toBe(CONTENT);
  expect(renewals).toBe(1);

  const stale = createFileFetcher({
    baseUrl: `${ctx.server.origin}/api`,
    getToken: () => 'expired-token',
  });
  expect(await stale(path)).toBeNull();
});

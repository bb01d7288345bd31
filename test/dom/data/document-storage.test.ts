import { beforeAll, expect, it } from 'vitest';
import { settingsId } from '../../../src/collections/config/config.schema';
import {
  FILE_ATTACHMENT_ID,
  removeDocumentFile,
} from '../../../src/collections/documents/document-files';
import {
  markDocumentOpened,
  pinClaimDocuments,
} from '../../../src/collections/documents/document-offline';
import { freeDocumentSpace } from '../../../src/collections/documents/document-storage-plan';
import { uploadDocument } from '../../../src/collections/documents/documents.mutations';
import { readEvictedClaims } from '../../../src/collections/claims/claim-evicted';
import { evictClaims } from '../../../src/collections/claims/claim-eviction';
import { syncDocumentFiles } from '../../../src/replication/documents/document-files.sync';
import { createFileFetcher, type FileFetcher } from '../../../src/replication/documents/file-fetcher';
import { loginAs, type LoggedIn } from './support/client';
import { serverList } from './support/fixtures';
import { useNodeFormData } from './support/node-form-data';
import { pullOnce, useDataContext } from './support/session-setup';

// Issue 14: with storeDocuments on, the files of the claims kept here are stored up to
// maxStorageSize MB (here 1 MB, files of 400 KB: two fit).
await useNodeFormData();
const ctx = useDataContext('manager@example.com');
const KB = 1024;
let other: LoggedIn;
let fetchFile: FileFetcher;
let claimA: string;
let claimB: string;
const ids: Record<string, string> = {};

async function offline(value: Record<string, unknown>) {
  await ctx.db.config.upsert({
    id: settingsId('offline'),
    kind: 'settings',
    value: { storeDocuments: true, maxStorageSize: 1, claimsToStore: 'all', ...value },
    version: 0,
    updatedAt: new Date().toISOString(),
  });
}

async function upload(claimId: string, name: string) {
  const form = new FormData();
  form.append('claim_id', claimId);
  form.append('file', new Blob(['x'.repeat(400 * KB)], { type: 'text/plain' }), name);
  const uploaded = await other.api.post<{ id: string }>('/documents', form);
  if (uploaded.status === 'error') throw new Error(uploaded.message);
  ids[name] = uploaded.data.id;
}

async function stored(): Promise<string[]> {
  const docs = await ctx.db.documents.find().exec();
  const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return docs
    .filter((doc) => doc.getAttachment(FILE_ATTACHMENT_ID))
    .map((doc) => names[doc.id] ?? doc.name)
    .sort();
}

/** Opens in order, each a millisecond after the last so their times differ. */
async function open(...names: string[]) {
  for (const name of names) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    await markDocumentOpened(ctx.db, ids[name]!);
  }
}

beforeAll(async () => {
  other = await loginAs(ctx.server.origin, 'admin@example.com');
  fetchFile = createFileFetcher({
    baseUrl: `${ctx.proxy.origin}/api`,
    getToken: () => ctx.me.storage.getToken(),
  });
  const claims = await serverList(other.api, other.user.organization_id, 'claims');
  claimA = String(claims[0]!.id);
  claimB = String(claims[1]!.id);
  for (const name of ['a1.txt', 'a2.txt', 'a3.txt']) await upload(claimA, name);
  await upload(claimB, 'b1.txt');
  await pullOnce(ctx.db, ctx.me);
  // Only the files this test uploaded: the seeded documents go (metadata too).
  const mine = new Set(Object.values(ids));
  const seeded = await ctx.db.documents.find().exec();
  await ctx.db.documents.bulkRemove(seeded.filter((d) => !mine.has(d.id)).map((d) => d.id));
}, 60_000);

it('stores the most recently opened files within the limit, evicting the least recently opened', async () => {
  await offline({});
  await open('a1.txt', 'a3.txt', 'b1.txt');
  await syncDocumentFiles(ctx.db, fetchFile);
  expect(await stored()).toEqual(['a3.txt', 'b1.txt']);

  await open('a2.txt');
  await syncDocumentFiles(ctx.db, fetchFile);
  expect(await stored()).toEqual(['a2.txt', 'b1.txt']);

  // A larger limit keeps them all; a smaller one evicts down to it.
  await offline({ maxStorageSize: 2 });
  await syncDocumentFiles(ctx.db, fetchFile);
  expect(await stored()).toEqual(['a1.txt', 'a2.txt', 'a3.txt', 'b1.txt']);
  await offline({});
  await syncDocumentFiles(ctx.db, fetchFile);
  expect(await stored()).toEqual(['a2.txt', 'b1.txt']);
});

it('keeps a pinned claim’s documents last', async () => {
  await pinClaimDocuments(ctx.db, claimA, true);
  await open('b1.txt');
  await syncDocumentFiles(ctx.db, fetchFile);
  // b1 is the most recently opened, but claim A is pinned: its two most recent files win.
  expect(await stored()).toEqual(['a2.txt', 'a3.txt']);
});

it('never evicts a pending upload and does not count it against the limit', async () => {
  const { db, me, proxy } = ctx;
  proxy.setDown(true);
  try {
    const file = new Blob(['y'.repeat(900 * KB)], { type: 'text/plain' });
    const local = await uploadDocument(db, { file, name: 'site.txt', claimId: claimA }, me.user);
    ids['site.txt'] = local.id;
    await syncDocumentFiles(db, fetchFile);
    expect(await stored()).toEqual(['a2.txt', 'a3.txt', 'site.txt']);
    await offline({ storeDocuments: false });
    await syncDocumentFiles(db, fetchFile);
    expect(await stored()).toEqual(['site.txt']);
    await offline({});
  } finally {
    proxy.setDown(false);
  }
});

it('never asks the server for the file of an upload it has not acknowledged', async () => {
  // The moment between the pending record and its file (documents.mutations.ts stores the file
  // second): the server knows no temp- id, so a download could only answer 404.
  const file = new Blob(['z'.repeat(10 * KB)], { type: 'text/plain' });
  const local = await uploadDocument(ctx.db, { file, name: 'late.txt', claimId: claimA }, ctx.me.user);
  const record = (await ctx.db.documents.findOne(local.id).exec())!;
  await removeDocumentFile(record);
  const asked: string[] = [];
  const watched: FileFetcher = (path) => {
    asked.push(path);
    return fetchFile(path);
  };
  await syncDocumentFiles(ctx.db, watched);
  expect(asked.filter((path) => path.includes('temp-'))).toEqual([]);
  await record.getLatest().remove();
});

it('frees the uploaded, unpinned copies and keeps them off until opened again', async () => {
  await pinClaimDocuments(ctx.db, claimA, false);
  await pinClaimDocuments(ctx.db, claimB, true);
  await syncDocumentFiles(ctx.db, fetchFile);
  expect(await stored()).toEqual(['a2.txt', 'b1.txt', 'site.txt']);

  expect(await freeDocumentSpace(ctx.db)).toBe(400 * KB);
  expect(await stored()).toEqual(['b1.txt', 'site.txt']);
  await syncDocumentFiles(ctx.db, fetchFile);
  expect(await stored()).toEqual(['b1.txt', 'site.txt']);

  await open('a3.txt');
  await syncDocumentFiles(ctx.db, fetchFile);
  expect(await stored()).toEqual(['a3.txt', 'b1.txt', 'site.txt']);
});

it('keeps a pinned claim on the device, and stores only the files of the claims kept', async () => {
  await offline({ claimsToStore: 0 });
  await evictClaims(ctx.db);
  // Both stay listed; claim A's details (and files) are on the server only.
  expect(await ctx.db.claims.findOne(claimB).exec()).not.toBeNull();
  expect(await ctx.db.claims.findOne(claimA).exec()).not.toBeNull();
  const evicted = await readEvictedClaims(ctx.db);
  expect(evicted).toContain(claimA);
  expect(evicted).not.toContain(claimB);
  await syncDocumentFiles(ctx.db, fetchFile);
  // Claim A's details are gone: its uploaded files go, its pending upload stays.
  expect(await stored()).toEqual(['b1.txt', 'site.txt']);
});

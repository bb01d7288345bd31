import { afterEach, expect, it, vi } from 'vitest';
import { settingsId } from '../../../src/collections/config/config.schema';
import type { AppDatabase } from '../../../src/collections/app-database';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import { readDocumentOpens } from '../../../src/collections/documents/document-offline';
import { documentStoragePlan } from '../../../src/collections/documents/document-storage-plan';
import {
  FILE_ATTACHMENT_ID,
  storeDocumentFile,
} from '../../../src/collections/documents/document-files';
import { uploadDocument } from '../../../src/collections/documents/documents.mutations';
import { removeDatabase } from '../../../src/db/current-database';
import type { FileFetcher } from '../../../src/replication/documents/file-fetcher';
import {
  DocumentPreview,
  OFFLINE_PREVIEW_MESSAGE,
  type DocumentPreviewRequest,
} from '../../../src/shared/documents/document-preview';
import { ServicesProvider } from '../../../src/shared/services/services.context';
import type { Services } from '../../../src/shared/services/services.types';
import { newKey, openLocal } from '../data/support/local-db';
import { useNodeFormData } from '../data/support/node-form-data';
import { click } from '../support/interact';
import { byLabel } from '../support/queries';
import { elapse, renderUi, settle } from '../support/render';

// Issue 14 (preview): the file comes from this device when it is stored there (offline too), else
// from the server; offline, a file only on the server says so.
// jsdom's Blob can be neither hashed into an attachment nor read back; the browser's can.
await useNodeFormData();
afterEach(() => removeDatabase());

const author = { id: 'u-preview', organization_id: 'org-1' };

function services(fetchFile: FileFetcher, online: boolean): Services {
  return {
    fetchFile,
    syncStatus: { getState: () => ({ online, serverReachable: online }) },
  } as unknown as Services;
}

/** The preview over `db`, its files from `fetchFile`, online or not. */
function previewOf(
  db: AppDatabase,
  fetchFile: FileFetcher,
  online: boolean,
  request: DocumentPreviewRequest | null,
) {
  return (
    <AppDatabaseContext.Provider value={db}>
      <ServicesProvider services={services(fetchFile, online)}>
        <DocumentPreview request={request} onClose={() => undefined} />
      </ServicesProvider>
    </AppDatabaseContext.Provider>
  );
}

async function withDocuments() {
  const db = await openLocal('u-preview', await newKey());
  const local = await uploadDocument(
    db,
    {
      file: new Blob(['Stored on this device'], { type: 'text/plain' }),
      name: 'here.txt',
      claimId: 'c-1',
    },
    author,
  );
  const now = new Date().toISOString();
  await db.documents.insert({
    id: 'server-doc',
    organization_id: 'org-1',
    version: 1,
    updatedAt: now,
    name: 'there.txt',
    mimeType: 'text/plain',
    size: 12,
    claimId: 'c-1',
    noteId: null,
    isClientVisible: false,
    uploadedBy: 'u-2',
    createdAt: now,
  });
  return { db, ids: [local.id, 'server-doc'] };
}

/** settle() for an assertion that reads the database. */
async function settleAsync<T>(assertion: () => Promise<T>, tries = 200): Promise<T> {
  for (let i = 1; ; i++) {
    await elapse(10);
    try {
      return await assertion();
    } catch (error) {
      if (i >= tries) throw error;
    }
  }
}

const shownText = () => document.querySelector('[data-text-preview]')?.textContent;

it('offline: shows the copy stored on the device, and says why a server-only file cannot open', async () => {
  const { db, ids } = await withDocuments();
  const fetchFile = vi.fn<FileFetcher>(async () => null);
  renderUi(previewOf(db, fetchFile, false, { ids, index: 0 }), { mantine: 'test' });
  await settle(() => expect(shownText()).toBe('Stored on this device'));
  expect(fetchFile).not.toHaveBeenCalled();

  click(byLabel(document.body, 'Next document'));
  await settle(() =>
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(OFFLINE_PREVIEW_MESSAGE),
  );
  expect(fetchFile).toHaveBeenCalledWith('/documents/server-doc/download');
});

it('offline: an upload opened while its file is still being stored shows it once stored', async () => {
  const { db, ids } = await withDocuments();
  // The moment after the upload's row appeared: its record is stored, its file not yet.
  const record = (await db.documents.findOne(ids[0]!).exec())!;
  const file = await record.getAttachment(FILE_ATTACHMENT_ID)!.getData();
  await record.getAttachment(FILE_ATTACHMENT_ID)!.remove();
  const fetchFile = vi.fn<FileFetcher>(async () => null);
  renderUi(previewOf(db, fetchFile, false, { ids, index: 0 }), { mantine: 'test' });
  await elapse(300);
  expect(document.querySelector('[role="alert"]')).toBeNull();
  await storeDocumentFile((await db.documents.findOne(ids[0]!).exec())!, file);
  await settle(() => expect(shownText()).toBe('Stored on this device'));
  // The server has no file under a temp- id: it is never asked for one.
  expect(fetchFile).not.toHaveBeenCalled();
});

it('online: a file not on the device is downloaded for the preview', async () => {
  const { db, ids } = await withDocuments();
  const fetchFile = vi.fn<FileFetcher>(
    async () => new Blob(['From the server'], { type: 'text/plain' }),
  );
  renderUi(previewOf(db, fetchFile, true, { ids, index: 1 }), { mantine: 'test' });
  await settle(() => expect(shownText()).toBe('From the server'));
  expect(document.querySelector('[data-preview-position]')?.textContent).toBe('2 of 2');
});

it('opening a preview counts as a use: the shown documents are kept on the device first', async () => {
  const { db, ids } = await withDocuments();
  const KB = 1024;
  const earlier = '2026-01-01T00:00:00.000Z';
  // Two uploaded files of no claim, of which 1 MB holds one: unopened, the newer one would stay.
  await db.documents.bulkUpsert(
    [
      { id: 'server-doc', name: 'there.txt', createdAt: earlier },
      { id: 'newer-doc', name: 'newer.txt', createdAt: '2026-02-01T00:00:00.000Z' },
    ].map((doc) => ({
      ...doc,
      organization_id: 'org-1',
      version: 1,
      updatedAt: earlier,
      mimeType: 'text/plain',
      size: 600 * KB,
      claimId: null,
      noteId: null,
      isClientVisible: false,
      uploadedBy: 'u-2',
    })),
  );
  await db.config.upsert({
    id: settingsId('offline'),
    kind: 'settings',
    value: { storeDocuments: true, maxStorageSize: 1, claimsToStore: 'all' },
    version: 0,
    updatedAt: earlier,
  });
  const toStore = async () => (await documentStoragePlan(db)).store.map((doc) => doc.id);
  expect(await toStore()).toEqual(['newer-doc']);

  const fetchFile = vi.fn<FileFetcher>(async () => new Blob(['x'], { type: 'text/plain' }));
  const preview = (request: DocumentPreviewRequest | null) =>
    previewOf(db, fetchFile, true, request);
  const { rerender } = renderUi(preview({ ids, index: 0 }), { mantine: 'test' });
  await settleAsync(async () => expect(Object.keys(await readDocumentOpens(db))).toEqual([ids[0]]));
  await settle(() => expect(shownText()).toBe('Stored on this device'));

  click(byLabel(document.body, 'Next document'));
  const opens = await settleAsync(async () => {
    const recorded = await readDocumentOpens(db);
    expect(recorded['server-doc']).toBeDefined();
    return recorded;
  });
  expect(opens['server-doc']! >= opens[ids[0]!]!).toBe(true);
  await settle(() => expect(shownText()).toBe('x'));
  expect(await toStore()).toEqual(['server-doc']);

  // Closed, the preview records nothing more.
  rerender(preview(null));
  // Long enough for the closing transition to end inside act().
  await elapse(400);
  expect(await readDocumentOpens(db)).toEqual(opens);
});

it("a field photo's preview says when and where it was taken and whether it arrived intact", async () => {
  const { db, ids } = await withDocuments();
  await (await db.documents.findOne('server-doc').exec())!.incrementalPatch({
    capturedAt: '2026-03-02T09:59:00.000Z',
    latitude: 45.52345,
    longitude: -122.67621,
    locationAccuracy: 14.2,
    checksumStatus: 'verified',
  });
  const fetchFile = vi.fn<FileFetcher>(async () => new Blob(['x'], { type: 'text/plain' }));
  renderUi(previewOf(db, fetchFile, true, { ids, index: 1 }), { mantine: 'test' });
  const caption = () => document.querySelector('[data-preview-caption]')?.textContent;
  await settle(() =>
    expect(caption()).toMatch(
      /^Captured Mar 2, 2026 .+ near 45\.52345, -122\.67621 \(±14 m\) · checksum verified$/,
    ),
  );
  // A document that is not a field photo has no such line.
  click(byLabel(document.body, 'Previous document'));
  await settle(() =>
    expect(document.querySelector('[data-preview-title]')?.textContent).toBe('here.txt'),
  );
  expect(caption()).toBeUndefined();
});

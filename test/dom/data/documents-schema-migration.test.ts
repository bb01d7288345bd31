import { afterEach, expect, it } from 'vitest';
import { openAppDatabase } from '../../../src/collections/app-database';
import type { DocumentDocType } from '../../../src/collections/documents/documents.schema';
import { syncedRxSchema } from '../../../src/collections/synced-rx-schema';
import { removeDatabase } from '../../../src/db/current-database';
import { documentSchema } from '../../../src/domain/document.schema';
import { storedBefore } from './support/stored-before';

afterEach(async () => {
  await removeDatabase();
});

// The documents schema before field capture (issue 14): version 0, only the name sealed.
const captureFields = {
  sha256: true,
  clientSha256: true,
  checksumStatus: true,
  capturedAt: true,
  latitude: true,
  longitude: true,
  locationAccuracy: true,
  deviceTimeOffsetMs: true,
  originalOf: true,
} as const;
const documentsV0 = {
  ...syncedRxSchema<DocumentDocType>(documentSchema.omit(captureFields), {
    title: 'documents',
    version: 0,
    indexed: { createdAt: { maxLength: 40 } },
    indexes: ['createdAt'],
    encrypted: ['name'],
  }),
  attachments: { encrypted: true },
};

it('upgrades the documents collection from version 0 to 1 without losing a document', async () => {
  const documents = Array.from({ length: 5 }, (_, i) => ({
    id: `d-${i}`,
    name: `estimate-${i}.pdf`,
    mimeType: 'application/pdf',
    size: 1000 + i,
    claimId: 'c-1',
    noteId: null,
    isClientVisible: false,
    uploadedBy: 'u-1',
    createdAt: `2026-05-0${i + 1}T14:00:00.000Z`,
    organization_id: 'org-1',
    version: 1,
    updatedAt: '2026-05-10T10:00:00.000Z',
  }));
  const key = await storedBefore('u-docs', 'documents', documentsV0 as never, documents);

  const db = await openAppDatabase('u-docs', { getKey: () => key, only: ['documents'] });
  expect(db.documents.schema.version).toBe(1);
  const migrated = await db.documents.find({ sort: [{ createdAt: 'asc' }] }).exec();
  expect(migrated.map((d) => d.toJSON())).toEqual(documents.map((d) => expect.objectContaining(d)));
  // The capture fields are stored from now on, the position sealed with the name.
  await migrated[0]!.incrementalPatch({ latitude: 1.5, longitude: -2.5, checksumStatus: 'verified' });
  const stored = await db.documents.findOne('d-0').exec();
  expect(stored).toMatchObject({ latitude: 1.5, longitude: -2.5, checksumStatus: 'verified' });
});

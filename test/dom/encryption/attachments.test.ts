import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { RxDBAttachmentsPlugin } from 'rxdb/plugins/attachments';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { afterEach, expect, it } from 'vitest';
import { DECRYPT_FAILED_MESSAGE } from '../../../src/db/encryption/encryption-errors';
import { wrappedEncryptedStorage } from '../../../src/db/encryption/encrypted-storage';
import { newAesKey } from './open-claims-db';
import { dumpAllIndexedDb } from './raw-indexeddb';

addRxPlugin(RxDBAttachmentsPlugin);
// jsdom's Blob has no arrayBuffer()/text(); browsers and Node's Blob do.
globalThis.Blob = NodeBlob as unknown as typeof Blob;

interface FileDoc {
  id: string;
  claimId: string;
  fileName: string;
}
type FilesDb = RxDatabase<{ files: RxCollection<FileDoc> }>;

async function openFilesDb(key: CryptoKey): Promise<FilesDb> {
  const storage = wrappedValidateAjvStorage({
    storage: wrappedEncryptedStorage({ storage: getRxStorageDexie(), getKey: () => key }),
  });
  const db: FilesDb = await createRxDatabase({ name: 'files', storage, multiInstance: false });
  await db.addCollections({
    files: {
      schema: {
        version: 0,
        primaryKey: 'id',
        type: 'object',
        properties: {
          id: { type: 'string', maxLength: 64 },
          claimId: { type: 'string', maxLength: 64 },
          fileName: { type: 'string' },
        },
        required: ['id', 'claimId'],
        indexes: ['claimId'],
        encrypted: ['fileName'],
        attachments: { encrypted: true },
      },
    },
  });
  return db;
}

let db: FilesDb | undefined;
afterEach(async () => {
  await db?.remove();
  db = undefined;
});

it('encrypts document file content stored as attachments', async () => {
  const key = await newAesKey();
  db = await openFilesDb(key);
  const content = 'Repair estimate for 17 Obscure Lantern Row: 12,400 USD';
  const doc = await db.files.insert({ id: 'f1', claimId: 'c1', fileName: 'estimate.txt' });
  await doc.putAttachment({ id: 'content', data: new Blob([content]), type: 'text/plain' });
  await db.close();

  const dump = await dumpAllIndexedDb();
  expect(dump).not.toContain('Obscure Lantern');
  expect(dump).not.toContain('estimate.txt');

  db = await openFilesDb(key);
  const attachment = (await db.files.findOne('f1').exec())?.getAttachment('content');
  expect(await (await attachment?.getData())?.text()).toBe(content);
  await db.close();

  db = await openFilesDb(await newAesKey());
  await expect(db.files.findOne('f1').exec()).rejects.toThrow(DECRYPT_FAILED_MESSAGE);
});

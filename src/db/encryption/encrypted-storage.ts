import type {
  BulkWriteRow,
  RxDocumentData,
  RxStorage,
  RxStorageInstance,
  RxStorageInstanceCreationParams,
} from 'rxdb';
import { hasEncryption, wrapRxStorageInstance } from 'rxdb';
import { decryptBlob, encryptBlob } from './attachment-sealer';
import { describeEncryptedSchema } from './encrypted-schema';
import { DocumentSealer, type KeySource } from './document-sealer';
import { assertQueryOnPlainFields } from './query-guard';

type Doc = Record<string, unknown>;
type Attachments = Record<string, { data?: Blob } & Record<string, unknown>>;

export interface EncryptedStorageOptions<Internals, CreationOptions> {
  storage: RxStorage<Internals, CreationOptions>;
  /** The signed-in user's data key; null while locked or logged out. */
  getKey: KeySource;
  /** Plaintext of this many recent writes/reads is kept per collection (default 10,000). */
  cacheSize?: number;
}

/**
 * AES-GCM at rest for every collection whose schema lists `encrypted` fields; other
 * collections pass through untouched.
 */
export function wrappedEncryptedStorage<Internals, CreationOptions>(
  options: EncryptedStorageOptions<Internals, CreationOptions>,
): RxStorage<Internals, CreationOptions> {
  const { storage, getKey, cacheSize = 10_000 } = options;
  return {
    ...storage,
    async createStorageInstance<RxDocType>(
      params: RxStorageInstanceCreationParams<RxDocType, CreationOptions>,
    ): Promise<RxStorageInstance<RxDocType, Internals, CreationOptions>> {
      if (!hasEncryption(params.schema)) return storage.createStorageInstance(params);
      const layout = describeEncryptedSchema(params.schema);
      const sealer = new DocumentSealer(layout, getKey, cacheSize);
      const inner = await storage.createStorageInstance<Doc>({
        ...params,
        schema: layout.storedSchema,
      } as unknown as RxStorageInstanceCreationParams<Doc, CreationOptions>);

      const previousRows = new WeakSet<object>();
      async function toStorage(doc: Doc): Promise<RxDocumentData<Doc>> {
        if (previousRows.delete(doc)) return sealer.standIn(doc) as RxDocumentData<Doc>;
        const stored = await sealer.seal(doc);
        if (layout.encryptAttachments) await sealAttachments(stored, sealer.requireKey());
        return stored as RxDocumentData<Doc>;
      }

      const wrapped = wrapRxStorageInstance<Doc>(
        params.schema as never,
        inner,
        toStorage,
        (stored) => sealer.open(stored),
        (blob) => (layout.encryptAttachments ? decryptBlob(sealer.requireKey(), blob) : blob),
      );
      const bulkWrite = wrapped.bulkWrite;
      wrapped.bulkWrite = (rows: BulkWriteRow<Doc>[], context: string) => {
        for (const row of rows) if (row.previous) previousRows.add(row.previous);
        return bulkWrite(rows, context);
      };
      // Reads open the whole result as one batch instead of one promise chain per document.
      wrapped.query = async (prepared) => {
        assertQueryOnPlainFields(prepared, layout.sealedFields);
        const { documents } = await inner.query(prepared as never);
        return { documents: (await sealer.openMany(documents)) as never };
      };
      wrapped.findDocumentsById = async (ids, withDeleted) =>
        (await sealer.openMany(await inner.findDocumentsById(ids, withDeleted))) as never;
      const count = wrapped.count;
      wrapped.count = (prepared) => {
        assertQueryOnPlainFields(prepared, layout.sealedFields);
        return count(prepared);
      };
      const close = wrapped.close;
      wrapped.close = () => {
        sealer.forget();
        return close();
      };
      const remove = wrapped.remove;
      wrapped.remove = () => {
        sealer.forget();
        return remove();
      };
      return wrapped as unknown as RxStorageInstance<RxDocType, Internals, CreationOptions>;
    },
  };
}

async function sealAttachments(stored: Doc, key: CryptoKey): Promise<void> {
  const attachments = stored._attachments as Attachments | undefined;
  if (!attachments) return;
  const sealed: Attachments = {};
  await Promise.all(
    Object.entries(attachments).map(async ([id, attachment]) => {
      sealed[id] = attachment.data
        ? { ...attachment, data: await encryptBlob(key, attachment.data) }
        : attachment;
    }),
  );
  stored._attachments = sealed;
}

import type { RxDocumentData } from 'rxdb';
import { decryptDecoded, encryptBytes, IV_BYTES, type Envelope } from './aes-gcm';
import { parseJsonBatch } from './batch-decoder';
import { ENVELOPE_FIELD, type EncryptedLayout } from './encrypted-schema';
import { decodeEnvelopes, padForBase64 } from './envelope-batch';
import {
  DECRYPT_FAILED_MESSAGE,
  ENCRYPT_FAILED_MESSAGE,
  EncryptionError,
  NO_KEY_MESSAGE,
} from './encryption-errors';
import { PlaintextCache, type SealedFields } from './plaintext-cache';

type Doc = Record<string, unknown>;
export type KeySource = () => CryptoKey | null | undefined;
/** The decrypted payload: the document id (a ciphertext moved to another record fails) and the fields. */
type Payload = [id: string, fields: SealedFields];
interface PendingOpen {
  stored: Doc;
  resolve: (doc: Doc) => void;
  reject: (error: unknown) => void;
}

const encoder = new TextEncoder();
const decryptFailed = (cause?: unknown) => new EncryptionError(DECRYPT_FAILED_MESSAGE, { cause });

/**
 * Turns a document into its stored form and back. All sealed fields of a document go into one
 * JSON payload and one AES-GCM ciphertext, so a write costs one encrypt and a read at most one
 * decrypt. Reads are opened in batches: a query result at once, single reads per tick.
 */
export class DocumentSealer {
  private readonly cache: PlaintextCache;
  private pending: PendingOpen[] = [];

  constructor(
    private readonly layout: EncryptedLayout,
    private readonly getKey: KeySource,
    cacheSize: number,
  ) {
    this.cache = new PlaintextCache(cacheSize);
  }

  requireKey(): CryptoKey {
    const key = this.getKey();
    if (!key) throw new EncryptionError(NO_KEY_MESSAGE);
    return key;
  }

  async seal(doc: Doc): Promise<Doc> {
    const key = this.requireKey();
    const { plain, fields } = this.split(doc);
    const payload: Payload = [this.idOf(doc), fields];
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    let plaintext: Uint8Array<ArrayBuffer>;
    try {
      plaintext = padForBase64(encoder.encode(JSON.stringify(payload)));
    } catch (cause) {
      throw new EncryptionError(ENCRYPT_FAILED_MESSAGE, { cause });
    }
    const envelope = await encryptBytes(key, plaintext, iv);
    this.cache.remember(envelope, payload[0], fields);
    plain[ENVELOPE_FIELD] = envelope;
    return plain;
  }

  /**
   * The stored form of a document RxDB passes as `previous` of a write. The storage only compares
   * its revision and attachments, so its fields are remembered rather than encrypted again.
   */
  standIn(doc: Doc): Doc {
    this.requireKey();
    const { plain, fields } = this.split(doc);
    const envelope: Envelope = { iv: '', data: '' };
    this.cache.remember(envelope, this.idOf(doc), fields);
    plain[ENVELOPE_FIELD] = envelope;
    return plain;
  }

  /** One document; documents asked for in the same tick share one batch. */
  open(stored: RxDocumentData<Doc>): Promise<RxDocumentData<Doc>> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) queueMicrotask(() => this.flush());
      this.pending.push({ stored, resolve: resolve as (doc: Doc) => void, reject });
    });
  }

  async openMany<T extends Doc>(storedDocs: T[]): Promise<T[]> {
    const key = this.requireKey();
    const opened: Doc[] = new Array<Doc>(storedDocs.length);
    const misses: number[] = [];
    const missed: Envelope[] = [];
    storedDocs.forEach((stored, index) => {
      const envelope = stored[ENVELOPE_FIELD] as Envelope | undefined;
      if (!envelope) throw decryptFailed();
      const fields = this.cache.recall(envelope, this.idOf(stored));
      if (fields) opened[index] = this.join(stored, fields);
      // A stand-in names a previous version only for the write's conflict check; another tab
      // receives it in the change event without the cache entry: its plain fields are all it has.
      else if (envelope.iv === '') opened[index] = this.join(stored, {});
      else {
        misses.push(index);
        missed.push(envelope);
      }
    });
    if (misses.length === 0) return opened as T[];
    let payloads: Payload[];
    try {
      const decoded = decodeEnvelopes(missed);
      const texts = await Promise.all(decoded.map((item) => decryptDecoded(key, item)));
      payloads = parseJsonBatch(texts) as Payload[];
    } catch (cause) {
      throw decryptFailed(cause);
    }
    misses.forEach((docIndex, k) => {
      const stored = storedDocs[docIndex] as Doc;
      const [id, fields] = payloads[k] ?? [];
      if (id !== this.idOf(stored) || !fields) throw decryptFailed();
      this.cache.remember(missed[k] as Envelope, id, fields);
      opened[docIndex] = this.join(stored, fields);
    });
    return opened as T[];
  }

  forget(): void {
    this.cache.clear();
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    this.openMany(batch.map((item) => item.stored)).then(
      (docs) => batch.forEach((item, index) => item.resolve(docs[index] as Doc)),
      (error: unknown) => batch.forEach((item) => item.reject(error)),
    );
  }

  private join(stored: Doc, fields: SealedFields): Doc {
    const doc: Doc = {};
    for (const name in stored) {
      if (name !== ENVELOPE_FIELD) doc[name] = stored[name];
    }
    return Object.assign(doc, fields);
  }

  private split(doc: Doc): { plain: Doc; fields: SealedFields } {
    const plain: Doc = {};
    const fields: SealedFields = {};
    for (const name in doc) {
      const value = doc[name];
      if (!this.layout.sealedFields.has(name)) plain[name] = value;
      else if (value !== undefined) fields[name] = value;
    }
    return { plain, fields };
  }

  private idOf(doc: Doc): string {
    return String(doc[this.layout.primaryPath]);
  }
}

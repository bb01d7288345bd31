import type { Readable } from 'node:stream';

/**
 * Where document bytes live. Keys are made by the server (`{organizationId}/{uuid}`), never taken
 * from a request. The local-disk store under DATA_DIR is the default; an S3-compatible store can
 * implement the same three calls.
 */
export interface FileStorage {
  /** Stores the stream's bytes under the key and resolves with their count once all are durable. */
  put(key: string, data: Readable): Promise<number>;
  /** The stored bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the bytes; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]{1,64}$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

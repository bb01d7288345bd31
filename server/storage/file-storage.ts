import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a stored file, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where document bytes live. Keys are made by the server (`{organizationId}/{uuid}`), never taken
 * from a request. The local-disk store under DATA_DIR is the default; STORAGE_BACKEND=s3 puts them
 * in a bucket (s3-file-storage.ts), which several server processes can share.
 */
export interface FileStorage {
  /**
   * Streams the bytes under the key and resolves with their count once all are durable. A stream
   * that fails leaves nothing under the key.
   */
  put(key: string, data: Readable): Promise<number>;
  /** The stored bytes (or the range of them), or undefined when nothing is stored under the key. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removes the bytes; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]{1,64}$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

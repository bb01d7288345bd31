import { bytesToBase64 } from './base64';
import type { DecodedEnvelope } from './envelope-batch';
import { ENCRYPT_FAILED_MESSAGE, EncryptionError } from './encryption-errors';

export const IV_BYTES = 12;

/** What one encrypted write leaves in IndexedDB: both parts base64. */
export interface Envelope {
  iv: string;
  data: string;
}

export async function encryptBytes(
  key: CryptoKey,
  plain: Uint8Array<ArrayBuffer>,
  iv: Uint8Array<ArrayBuffer>,
): Promise<Envelope> {
  try {
    const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
    return { iv: bytesToBase64(iv), data: bytesToBase64(new Uint8Array(cipher)) };
  } catch (cause) {
    throw new EncryptionError(ENCRYPT_FAILED_MESSAGE, { cause });
  }
}

/** Deliberately thin: it runs once per document read; the caller maps failures of a batch. */
export function decryptDecoded(key: CryptoKey, decoded: DecodedEnvelope): Promise<ArrayBuffer> {
  return crypto.subtle.decrypt({ name: 'AES-GCM', iv: decoded.iv }, key, decoded.data);
}

import { IV_BYTES } from './aes-gcm';
import {
  DECRYPT_FAILED_MESSAGE,
  ENCRYPT_FAILED_MESSAGE,
  EncryptionError,
} from './encryption-errors';

// Attachment bytes are stored as IV followed by ciphertext, in a Blob of the original type.

export async function encryptBlob(key: CryptoKey, blob: Blob): Promise<Blob> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  try {
    const cipher = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      key,
      await blob.arrayBuffer(),
    );
    return new Blob([iv, cipher], { type: blob.type });
  } catch (cause) {
    throw new EncryptionError(ENCRYPT_FAILED_MESSAGE, { cause });
  }
}

export async function decryptBlob(key: CryptoKey, blob: Blob): Promise<Blob> {
  try {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
      key,
      bytes.subarray(IV_BYTES),
    );
    return new Blob([plain], { type: blob.type });
  } catch (cause) {
    throw new EncryptionError(DECRYPT_FAILED_MESSAGE, { cause });
  }
}

// Exact messages from the spec's error catalogue (SPEC section 8); the UI shows them as they are.
export const ENCRYPT_FAILED_MESSAGE = 'Failed to encrypt data';
export const DECRYPT_FAILED_MESSAGE = 'Failed to decrypt data';
export const NO_KEY_MESSAGE = 'No encryption key found for user';

export class EncryptionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EncryptionError';
  }
}

import { base64ToBytes, bytesToBase64 } from '../encryption/base64';
import {
  DATA_KEY_ALGORITHM,
  DATA_KEY_USAGES,
  PBKDF2_ITERATIONS,
  SALT_BYTES,
  WRAP_IV_BYTES,
} from './key-constants';
import { deriveWrappingKey } from './key-derivation';
import { KeyError, WRONG_PASSWORD_MESSAGE } from './key-errors';

/** A data key as stored on the device: only ever wrapped by the password-derived key. */
export interface WrappedKeyRecord {
  version: 1;
  salt: string;
  iv: string;
  wrapped: string;
  iterations: number;
}

const encoder = new TextEncoder();
const random = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes));

async function wrap(userId: string, dataKey: CryptoKey, password: string) {
  const salt = random(SALT_BYTES);
  const iv = random(WRAP_IV_BYTES);
  const wrappingKey = await deriveWrappingKey(password, salt);
  // The user id as additional data: a record copied to another user's slot does not unwrap.
  const wrapped = await crypto.subtle.wrapKey('raw', dataKey, wrappingKey, {
    name: 'AES-GCM',
    iv,
    additionalData: encoder.encode(userId),
  });
  const record: WrappedKeyRecord = {
    version: 1,
    salt: bytesToBase64(salt),
    iv: bytesToBase64(iv),
    wrapped: bytesToBase64(new Uint8Array(wrapped)),
    iterations: PBKDF2_ITERATIONS,
  };
  return { record, wrappingKey };
}

async function unwrapWith(
  userId: string,
  record: WrappedKeyRecord,
  wrappingKey: CryptoKey,
  extractable: boolean,
): Promise<CryptoKey> {
  try {
    return await crypto.subtle.unwrapKey(
      'raw',
      base64ToBytes(record.wrapped),
      wrappingKey,
      { name: 'AES-GCM', iv: base64ToBytes(record.iv), additionalData: encoder.encode(userId) },
      DATA_KEY_ALGORITHM,
      extractable,
      DATA_KEY_USAGES,
    );
  } catch (cause) {
    throw new KeyError(WRONG_PASSWORD_MESSAGE, { cause });
  }
}

/**
 * Unwraps the data key. A wrong password fails AES-GCM authentication, which makes the record
 * the offline password check. `extractable` only for re-wrapping under a new password.
 */
export async function unwrapDataKey(
  userId: string,
  record: WrappedKeyRecord,
  password: string,
  extractable = false,
): Promise<CryptoKey> {
  const salt = base64ToBytes(record.salt);
  const wrappingKey = await deriveWrappingKey(password, salt, record.iterations);
  return unwrapWith(userId, record, wrappingKey, extractable);
}

/**
 * A fresh random data key: the record to store and a non-extractable copy for the session
 * (unwrapped with the key just derived, so a first login pays for one derivation, not two).
 */
export async function createWrappedKey(userId: string, password: string) {
  const dataKey = await crypto.subtle.generateKey(DATA_KEY_ALGORITHM, true, DATA_KEY_USAGES);
  const { record, wrappingKey } = await wrap(userId, dataKey, password);
  return { record, key: await unwrapWith(userId, record, wrappingKey, false) };
}

export async function rewrapKey(
  userId: string,
  record: WrappedKeyRecord,
  oldPassword: string,
  newPassword: string,
): Promise<WrappedKeyRecord> {
  const dataKey = await unwrapDataKey(userId, record, oldPassword, true);
  return (await wrap(userId, dataKey, newPassword)).record;
}

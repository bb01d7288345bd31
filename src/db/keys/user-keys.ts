import { EncryptionError, NO_KEY_MESSAGE } from '../encryption/encryption-errors';
import {
  addRecord,
  deleteRecord,
  readRecord,
  UNLOCKED_STORE,
  WRAPPED_STORE,
  writeRecord,
} from './key-database';
import { createWrappedKey, rewrapKey, unwrapDataKey, type WrappedKeyRecord } from './wrapped-key';

// Lifecycle of a user's data key on this device (DESIGN.md "Keys, lock and logout").

interface UnlockedRecord {
  key: CryptoKey;
}

async function wrappedRecord(userId: string): Promise<WrappedKeyRecord> {
  const record = await readRecord<WrappedKeyRecord>(WRAPPED_STORE, userId);
  if (!record) throw new EncryptionError(NO_KEY_MESSAGE);
  return record;
}

/** True when this user can log in offline here: a wrapped key exists on the device. */
export async function hasDeviceKey(userId: string): Promise<boolean> {
  return (await readRecord<WrappedKeyRecord>(WRAPPED_STORE, userId)) !== undefined;
}

/**
 * Offline login and unlock: checks the password against the wrapped key and keeps a
 * non-extractable copy so a reload restores the session. Never creates a key.
 */
export async function unlockKey(userId: string, password: string): Promise<CryptoKey> {
  const key = await unwrapDataKey(userId, await wrappedRecord(userId), password);
  await writeRecord(UNLOCKED_STORE, userId, { key } satisfies UnlockedRecord);
  return key;
}

/**
 * Online login, once the server accepted the password: unlocks this device's key, creating it on
 * the first login here. A wrong password for an existing key fails even so.
 */
export async function createOrUnlockKey(userId: string, password: string): Promise<CryptoKey> {
  if (await hasDeviceKey(userId)) return unlockKey(userId, password);
  const { record, key } = await createWrappedKey(userId, password);
  try {
    await addRecord(WRAPPED_STORE, userId, record);
  } catch (error) {
    // Another tab created this user's key first: use theirs.
    if ((error as DOMException).name === 'ConstraintError') return unlockKey(userId, password);
    throw error;
  }
  await writeRecord(UNLOCKED_STORE, userId, { key } satisfies UnlockedRecord);
  return key;
}

/** App start: the unlocked key of the session, or null when locked (the UI asks for the password). */
export async function restoreKey(userId: string): Promise<CryptoKey | null> {
  return (await readRecord<UnlockedRecord>(UNLOCKED_STORE, userId))?.key ?? null;
}

/** Lock: forget the unlocked copy; the data and the wrapped key stay. */
export async function lockKey(userId: string): Promise<void> {
  await deleteRecord(UNLOCKED_STORE, userId);
}

/** Logout: nothing of this user's key stays on the device. */
export async function wipeKeys(userId: string): Promise<void> {
  await lockKey(userId);
  await deleteRecord(WRAPPED_STORE, userId);
}

/** After a password change: the same data key, wrapped under the new password. */
export async function changeKeyPassword(
  userId: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const record = await rewrapKey(userId, await wrappedRecord(userId), oldPassword, newPassword);
  await writeRecord(WRAPPED_STORE, userId, record);
}

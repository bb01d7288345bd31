import { createOrUnlockKey } from '../db/keys/user-keys';
import { KeyError } from '../db/keys/key-errors';
import { wipeLocalData } from './local-wipe';

/**
 * Online login: the server has accepted the password, so the device must end up with a key that
 * opens with it. A key wrapped under an older password (changed elsewhere) can no longer be
 * opened, and neither can the data sealed with it: that data is wiped and a fresh key made.
 */
export async function ensureDeviceKey(userId: string, password: string): Promise<CryptoKey> {
  try {
    return await createOrUnlockKey(userId, password);
  } catch (error) {
    if (!(error instanceof KeyError)) throw error;
    await wipeLocalData(userId);
    return createOrUnlockKey(userId, password);
  }
}

import { SERVER_UNREACHABLE_MESSAGE } from '../api/api.types';
import { unlockKey } from '../db/keys/user-keys';
import { KeyError } from '../db/keys/key-errors';
import { findDeviceUser } from './device-users';
import { INVALID_CREDENTIALS_MESSAGE } from './login-messages';
import { toSessionUser, type SessionUser } from './session-user';

export type OfflineLoginOutcome =
  { ok: true; user: SessionUser; userData: unknown } | { ok: false; message: string };

/**
 * Login while the server is unreachable (DESIGN.md "Keys, lock and logout"): the password is
 * checked by unwrapping this device's copy of the user's data key. A user never seen on this
 * device cannot be checked at all, so for them the server's absence is the answer.
 */
export async function offlineLogin(email: string, password: string): Promise<OfflineLoginOutcome> {
  const known = await findDeviceUser(email);
  if (!known) return { ok: false, message: SERVER_UNREACHABLE_MESSAGE };
  let key: CryptoKey;
  try {
    key = await unlockKey(known.userId, password);
  } catch (error) {
    if (error instanceof KeyError) return { ok: false, message: INVALID_CREDENTIALS_MESSAGE };
    // The wrapped key is gone (wiped by a logout in another tab): nothing to check against.
    return { ok: false, message: SERVER_UNREACHABLE_MESSAGE };
  }
  const userData = await known.openProfile(key).catch(() => null);
  const user = toSessionUser(userData);
  if (!user || user.id !== known.userId) return { ok: false, message: SERVER_UNREACHABLE_MESSAGE };
  return { ok: true, user, userData };
}

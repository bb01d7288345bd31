import type { ApiClient } from '../api/api.types';
import { isTwoFactorChallenge, login as loginCall } from '../api/auth.api';
import { hasDeviceKey, unlockKey } from '../db/keys/user-keys';
import { KeyError } from '../db/keys/key-errors';
import { rememberDeviceUser } from './device-users';
import { ensureDeviceKey } from './device-key';
import {
  loginErrorMessage,
  UNLOCK_NEEDS_CODE_MESSAGE,
  WRONG_UNLOCK_PASSWORD_MESSAGE,
} from './login-messages';
import type { SessionUser } from './session-user';

export type UnlockOutcome =
  { ok: true; token?: string; userData?: unknown } | { ok: false; message: string };

/**
 * The lock screen's password check. Normally local, so it works offline; a session restored
 * from before this device kept a key for the user has nothing local to check against, and then
 * only the server can (it also hands out a fresh token). An account with two-factor authentication
 * cannot be unlocked that way: the lock screen has no code step, so it asks for a fresh login.
 */
export async function unlockSession(
  api: ApiClient,
  user: SessionUser,
  password: string,
): Promise<UnlockOutcome> {
  if (await hasDeviceKey(user.id)) {
    try {
      await unlockKey(user.id, password);
      return { ok: true };
    } catch (error) {
      if (error instanceof KeyError) return { ok: false, message: WRONG_UNLOCK_PASSWORD_MESSAGE };
      throw error;
    }
  }
  const result = await loginCall(api, user.email, password);
  if (result.status === 'error') return { ok: false, message: loginErrorMessage(result) };
  if (isTwoFactorChallenge(result.data)) return { ok: false, message: UNLOCK_NEEDS_CODE_MESSAGE };
  if (result.data.user.id !== user.id) return { ok: false, message: 'Failed to login' };
  const key = await ensureDeviceKey(user.id, password);
  await rememberDeviceUser(user.email, user.id, result.data.user, key);
  return { ok: true, token: result.data.token, userData: result.data.user };
}

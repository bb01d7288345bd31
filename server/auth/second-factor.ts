import type { TwoFactorRepository } from '../repositories/two-factor.repository';
import { hashRecoveryCode, matchingStep, openSecret } from './totp';

export const INVALID_CODE = 'That code is not valid';
export const TWO_FACTOR_ENROLMENT_REQUIRED =
  'Your organization requires two-factor authentication: set it up to continue';

/**
 * Checks and spends a second factor of a user with TOTP on: a 6-digit code of the current step
 * (±1), never one of a step already used, or an unspent recovery code. False for anything else.
 */
export async function spendSecondFactor(
  twoFactor: TwoFactorRepository,
  secretKey: Buffer,
  userId: string,
  code: string,
): Promise<boolean> {
  const row = await twoFactor.find(userId);
  if (!row?.enabledAt) return false;
  const typed = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(typed)) {
    const secret = openSecret(secretKey, row.secretCiphertext);
    const step = secret === undefined ? undefined : matchingStep(secret, typed);
    return step !== undefined && twoFactor.useStep(userId, step);
  }
  return twoFactor.useRecoveryCode(userId, hashRecoveryCode(typed));
}

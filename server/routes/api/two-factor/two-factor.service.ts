import { verifyPassword } from '../../../auth/password';
import { loginFailureKey, refuseWhenTooManyFailures } from '../../../auth/session.service';
import { INVALID_CODE, spendSecondFactor } from '../../../auth/second-factor';
import {
  hashRecoveryCode,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  openSecret,
  otpauthUri,
  RECOVERY_CODE_COUNT,
  sealSecret,
  totpSecretKey,
} from '../../../auth/totp';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { badRequest, HttpError } from '../../../http/errors';
import { createLoginFailureRepository } from '../../../repositories/login-failure.repository';
import { createTwoFactorRepository } from '../../../repositories/two-factor.repository';
import type { UserWithPermissions } from '../../../repositories/user.repository';

const WRONG_PASSWORD = 'Incorrect password';
const NOT_ENABLED = 'Two-factor authentication is not on';

export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

/** Proof of presence for turning 2FA off or replacing the codes: the password or a second factor. */
export type Reauthentication = { password: string } | { code: string };

// Enrolment and management of the caller's own TOTP (issue 15). Every method acts on the caller's
// row only, so there is nothing of another user or organization to reach.
export function twoFactorService(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'loginMaxFailures' | 'loginFailureWindow'>,
) {
  const repository = createTwoFactorRepository(db);
  const failures = createLoginFailureRepository(db);
  const key = totpSecretKey(config.jwtSecret);

  const freshRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

  /** Wrong passwords and codes here count with failed logins, so this is no way to guess them. */
  async function assertReauthenticated(
    user: UserWithPermissions,
    proof: Reauthentication,
    ip: string,
  ) {
    const failureKey = loginFailureKey(ip, user.email);
    await refuseWhenTooManyFailures(db, config, failureKey);
    const ok =
      'password' in proof
        ? await verifyPassword(user.passwordHash, proof.password)
        : await spendSecondFactor(repository, key, user.id, proof.code);
    if (ok) return;
    await failures.record(failureKey, config.loginFailureWindow);
    if ('password' in proof) throw badRequest(WRONG_PASSWORD, { password: WRONG_PASSWORD });
    throw badRequest(INVALID_CODE, { code: INVALID_CODE });
  }

  return {
    async status(user: UserWithPermissions): Promise<TwoFactorStatus> {
      const row = await repository.find(user.id);
      const enabled = Boolean(row?.enabledAt);
      return {
        enabled,
        required: await repository.enrolmentRequired(user.id, user.organizationId),
        recoveryCodesLeft: enabled ? await repository.unusedRecoveryCodes(user.id) : 0,
      };
    },

    /** Step 1: a new secret, shown once (as text and as an otpauth:// URI for the QR code). */
    async start(user: UserWithPermissions) {
      const secret = newTotpSecret();
      const stored = await repository.startEnrolment(
        user.id,
        user.organizationId,
        sealSecret(key, secret),
      );
      if (!stored) throw new HttpError(409, 'Two-factor authentication is already on');
      return { secret, otpauthUri: otpauthUri(secret, user.email) };
    },

    /** Step 2: a code of the pending secret turns it on; the recovery codes are shown once. */
    async confirm(user: UserWithPermissions, code: string): Promise<string[]> {
      const row = await repository.find(user.id);
      if (!row || row.enabledAt) {
        throw new HttpError(
          409,
          row ? 'Two-factor authentication is already on' : 'Start the set-up first',
        );
      }
      const secret = openSecret(key, row.secretCiphertext);
      const step = secret === undefined ? undefined : matchingStep(secret, code.trim());
      if (step === undefined) throw badRequest(INVALID_CODE, { code: INVALID_CODE });
      const codes = freshRecoveryCodes();
      if (!(await repository.enable(user.id, step, codes.map(hashRecoveryCode)))) {
        throw new HttpError(409, 'Two-factor authentication is already on');
      }
      return codes;
    },

    async disable(user: UserWithPermissions, proof: Reauthentication, ip: string): Promise<void> {
      if (!(await repository.find(user.id))?.enabledAt) throw new HttpError(409, NOT_ENABLED);
      await assertReauthenticated(user, proof, ip);
      await repository.disable(user.id);
    },

    async regenerateRecoveryCodes(
      user: UserWithPermissions,
      proof: Reauthentication,
      ip: string,
    ): Promise<string[]> {
      if (!(await repository.find(user.id))?.enabledAt) throw new HttpError(409, NOT_ENABLED);
      await assertReauthenticated(user, proof, ip);
      const codes = freshRecoveryCodes();
      await repository.replaceRecoveryCodes(user.id, codes.map(hashRecoveryCode));
      return codes;
    },
  };
}

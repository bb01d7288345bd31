import { randomBytes } from 'node:crypto';
import { loadCommonPasswords } from '../../../../src/domain/common-passwords';
import { checkPassword } from '../../../../src/domain/password-policy';
import type { PasswordPolicy } from '../../../../src/domain/settings.schema';
import { securitySettingsOf } from '../../../auth/access-policy';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { createSettingsRepository } from '../../../repositories/settings.repository';

/** The organization's security.passwordPolicy, or SPEC 9's when the stored one is unreadable. */
export async function passwordPolicyOf(db: Db, organizationId: string): Promise<PasswordPolicy> {
  return (await securitySettingsOf(createSettingsRepository(db), organizationId)).passwordPolicy;
}

/** 400 naming `field` with the first rule the new password breaks (src/domain checkPassword). */
export async function assertPasswordAcceptable(
  password: string,
  policy: PasswordPolicy,
  email?: string,
  field = 'password',
): Promise<void> {
  const message = checkPassword(password, policy, {
    commonPasswords: await loadCommonPasswords(),
    email,
  });
  if (message !== null) throw badRequest(message, { [field]: message });
}

// For an invited user: nobody knows it, so the account is usable only after the invitation sets
// a real password. It satisfies any policy a settings form can express.
export function unguessablePassword(): string {
  return `${randomBytes(32).toString('base64url')}Aa1!`;
}

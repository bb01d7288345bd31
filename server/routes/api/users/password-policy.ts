import { randomBytes } from 'node:crypto';
import { passwordPolicyMessage } from '../../../../src/domain/password-policy';
import { defaultSettings } from '../../../../src/domain/settings.defaults';
import { passwordPolicySchema } from '../../../../src/domain/settings.schema';
import type { PasswordPolicy } from '../../../../src/domain/settings.schema';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { createSettingsRepository } from '../../../repositories/settings.repository';

/** The organization's security.passwordPolicy, or SPEC 9's when the stored one is unreadable. */
export async function passwordPolicyOf(db: Db, organizationId: string): Promise<PasswordPolicy> {
  const security = await createSettingsRepository(db).findGroup(organizationId, 'security');
  const parsed = passwordPolicySchema.safeParse(security?.value.passwordPolicy);
  return parsed.success ? parsed.data : defaultSettings('').security.passwordPolicy;
}

export function assertPasswordComplies(password: string, policy: PasswordPolicy): void {
  const message = passwordPolicyMessage(password, policy);
  if (message !== null) throw badRequest(message, { password: message });
}

// For an invited user: nobody knows it, so the account is usable only after the invitation sets
// a real password. It satisfies any policy a settings form can express.
export function unguessablePassword(): string {
  return `${randomBytes(32).toString('base64url')}Aa1!`;
}

import type { z } from 'zod';
import {
  ipAllowed,
  isIpRange,
  networkRefusedMessage,
  selfLockoutMessage,
} from '../../src/domain/ip-address';
import { passwordExpired, PASSWORD_EXPIRED_MESSAGE } from '../../src/domain/password-policy';
import { defaultSettings } from '../../src/domain/settings.defaults';
import { passwordPolicySchema, securitySettingsSchema } from '../../src/domain/settings.schema';
import { badRequest, HttpError } from '../http/errors';
import type { SettingsRepository } from '../repositories/settings.repository';

export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

// The organization's security group as the server enforces it (issue 15): read on every login,
// refresh and authenticated call, so a saved change applies to the next request of every session.

/** The stored group over SPEC 9's defaults; a value the schema no longer reads keeps its rules. */
export async function securitySettingsOf(
  settings: SettingsRepository,
  organizationId: string,
): Promise<SecuritySettings> {
  return securitySettingsFrom((await settings.findGroup(organizationId, 'security'))?.value);
}

/** The group as `securitySettingsOf` reads it, from the stored value (authentication's one read). */
export function securitySettingsFrom(stored: Record<string, unknown> = {}): SecuritySettings {
  const defaults = defaultSettings('').security;
  const value = { ...defaults, ...stored };
  const parsed = securitySettingsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  // Fail closed: the restriction stays on with the entries that still read as addresses.
  const policy = passwordPolicySchema.safeParse(value.passwordPolicy);
  const entries = Array.isArray(value.allowedIPs) ? (value.allowedIPs as unknown[]) : [];
  return {
    ...defaults,
    ipRestriction: value.ipRestriction === true,
    allowedIPs: entries.filter((e): e is string => typeof e === 'string' && isIpRange(e)),
    passwordPolicy: policy.success ? policy.data : defaults.passwordPolicy,
  };
}

/** 403 for a login or call from an address outside the allow-list, when the list is enforced. */
export function assertNetworkAllowed(security: SecuritySettings, ip: string): void {
  if (security.ipRestriction && !ipAllowed(ip, security.allowedIPs)) {
    throw new HttpError(403, networkRefusedMessage(ip));
  }
}

/** 400 naming the caller's address when the rules being saved would refuse the caller. */
export function assertKeepsCaller(security: SecuritySettings, ip: string): void {
  if (security.ipRestriction && !ipAllowed(ip, security.allowedIPs)) {
    const message = selfLockoutMessage(ip);
    throw badRequest(message, { allowedIPs: message });
  }
}

export function isPasswordExpired(
  user: { passwordChangedAt: Date },
  security: SecuritySettings,
  now = new Date(),
): boolean {
  return passwordExpired(user.passwordChangedAt, security.passwordPolicy, now);
}

/** Until the password is changed, a session may only change it (and read who it is). */
export const passwordExpiredError = () =>
  new HttpError(403, PASSWORD_EXPIRED_MESSAGE, { password: PASSWORD_EXPIRED_MESSAGE });

import type { z } from 'zod';
import { ipAllowed, selfLockoutMessage } from '../../../domain/ip-address';
import { securitySettingsSchema } from '../../../domain/settings.schema';

export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** What the form edits: the group with its numbers as the inputs hold them (maybe empty). */
export interface SecurityValues {
  sessionTimeout: number | string;
  minLength: number | string;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireNumber: boolean;
  requireSpecial: boolean;
  expiryDays: number | string;
  twoFactorAuth: boolean;
  ipRestriction: boolean;
  allowedIPs: string[];
}

export type SecurityErrors = Partial<Record<keyof SecurityValues, string>>;

export function securityValues(settings: SecuritySettings): SecurityValues {
  const { passwordPolicy, ...rest } = settings;
  return { ...rest, ...passwordPolicy, allowedIPs: [...settings.allowedIPs] };
}

const WHOLE: Record<'sessionTimeout' | 'minLength' | 'expiryDays', [number, number, string]> = {
  sessionTimeout: [1, 24 * 60, 'Enter whole minutes between 1 and 1440'],
  minLength: [8, 128, 'Enter a whole number of characters between 8 and 128'],
  expiryDays: [0, 3650, 'Enter whole days between 0 (never) and 3650'],
};

const FIELD_OF: Record<string, keyof SecurityValues> = {
  sessionTimeout: 'sessionTimeout',
  minLength: 'minLength',
  expiryDays: 'expiryDays',
  allowedIPs: 'allowedIPs',
};

/**
 * The whole group to save, or the message per field: numbers first with plain messages, then the
 * group's schema (the server's rule), then the caller's own address when it is known, so an
 * Owner sees at the field that the list would shut them out before anything is queued.
 */
export function validateSecurity(
  values: SecurityValues,
  callerIp: string | null,
): { ok: true; settings: SecuritySettings } | { ok: false; errors: SecurityErrors } {
  const errors: SecurityErrors = {};
  const numbers = {} as Record<keyof typeof WHOLE, number>;
  for (const key of Object.keys(WHOLE) as (keyof typeof WHOLE)[]) {
    const [min, max, message] = WHOLE[key];
    const value = values[key];
    const ok = typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
    if (ok) numbers[key] = value;
    else errors[key] = message;
  }
  const parsed = securitySettingsSchema.safeParse({
    sessionTimeout: numbers.sessionTimeout ?? 30,
    passwordPolicy: {
      minLength: numbers.minLength ?? 8,
      requireUppercase: values.requireUppercase,
      requireLowercase: values.requireLowercase,
      requireNumber: values.requireNumber,
      requireSpecial: values.requireSpecial,
      expiryDays: numbers.expiryDays ?? 0,
    },
    twoFactorAuth: values.twoFactorAuth,
    ipRestriction: values.ipRestriction,
    allowedIPs: values.allowedIPs,
  });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = FIELD_OF[String(issue.path.at(issue.path[0] === 'passwordPolicy' ? 1 : 0))];
    if (field) errors[field] ??= issue.message;
  }
  if (parsed.success && callerIp && parsed.data.ipRestriction) {
    if (!ipAllowed(callerIp, parsed.data.allowedIPs))
      errors.allowedIPs = selfLockoutMessage(callerIp);
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, settings: parsed.data };
}

import type { PasswordPolicy } from './settings.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess: choose another one';
export const EMAIL_PASSWORD_MESSAGE = 'Password must not contain your email address';
export const PASSWORD_EXPIRED_MESSAGE = 'Your password has expired — choose a new one';

/** The rules of a policy the password breaks, as sentences; empty when it complies. */
export function passwordPolicyProblems(password: string, policy: PasswordPolicy): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) {
    problems.push(`at least ${policy.minLength} characters`);
  }
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) problems.push('an uppercase letter');
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) problems.push('a lowercase letter');
  if (policy.requireNumber && !/\p{Nd}/u.test(password)) problems.push('a number');
  if (policy.requireSpecial && !/[^\p{L}\p{Nd}\s]/u.test(password)) {
    problems.push('a special character');
  }
  return problems;
}

export interface PasswordContext {
  /** From `loadCommonPasswords()` (common-passwords.ts). */
  commonPasswords: ReadonlySet<string>;
  /** The account's email: its name part may not be the password. */
  email?: string;
}

// "Password1!" is "password" with the usual decorations: look the bare word up too.
function isCommon(password: string, common: ReadonlySet<string>): boolean {
  const lower = password.toLowerCase();
  const bare = lower.replace(/[^\p{L}]+$/u, '');
  return common.has(lower) || (bare.length >= 4 && common.has(bare));
}

/**
 * The one check of a new password, in the browser (at the field) and on the server (the
 * authority): the first rule it breaks as a sentence, or null when it is acceptable.
 */
export function checkPassword(
  password: string,
  policy: PasswordPolicy,
  context: PasswordContext,
): string | null {
  const problems = passwordPolicyProblems(password, policy);
  if (problems.length > 0) return `Password must contain ${problems.join(', ')}`;
  if (isCommon(password, context.commonPasswords)) return COMMON_PASSWORD_MESSAGE;
  const name = context.email?.split('@')[0]?.toLowerCase() ?? '';
  if (name.length >= 3 && password.toLowerCase().includes(name)) return EMAIL_PASSWORD_MESSAGE;
  return null;
}

/** True once a password set at `changedAt` is older than the policy's expiry (0: never expires). */
export function passwordExpired(changedAt: Date, policy: PasswordPolicy, now: Date): boolean {
  return policy.expiryDays > 0 && now.getTime() - changedAt.getTime() > policy.expiryDays * DAY_MS;
}

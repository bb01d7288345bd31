import type { PasswordPolicy } from './settings.schema';

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

/** The field message for a password the policy refuses, worded as the server's 400; else null. */
export function passwordPolicyMessage(password: string, policy: PasswordPolicy): string | null {
  const problems = passwordPolicyProblems(password, policy);
  return problems.length === 0 ? null : `Password must contain ${problems.join(', ')}`;
}

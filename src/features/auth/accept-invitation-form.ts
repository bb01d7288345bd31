import { passwordPolicyProblems } from '../../domain/password-policy';
import type { PasswordPolicy } from '../../domain/settings.schema';
import type { FormValidation } from '../../shared/ui/form/use-validated-form';

export interface AcceptFormValues {
  firstName: string;
  lastName: string;
  password: string;
  confirm: string;
}

export type AcceptFormErrors = Partial<Record<keyof AcceptFormValues, string>>;
export type AcceptInput = Omit<AcceptFormValues, 'confirm'>;

export const FIRST_NAME_REQUIRED = 'Enter your first name';
export const LAST_NAME_REQUIRED = 'Enter your last name';
export const CONFIRM_MISMATCH = 'The two passwords differ';

/** Every rule of the policy in words ("at least 8 characters", "a number"): what '' breaks. */
export const policyRules = (policy: PasswordPolicy) => passwordPolicyProblems('', policy);

/** The same rule as the server (src/domain/password-policy.ts), so the field says it first. */
export function validateAcceptForm(
  values: AcceptFormValues,
  policy: PasswordPolicy,
): FormValidation<AcceptInput, AcceptFormErrors> {
  const errors: AcceptFormErrors = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  if (!firstName) errors.firstName = FIRST_NAME_REQUIRED;
  if (!lastName) errors.lastName = LAST_NAME_REQUIRED;
  const problems = passwordPolicyProblems(values.password, policy);
  if (problems.length > 0) errors.password = `Password must contain ${problems.join(', ')}`;
  if (values.confirm !== values.password) errors.confirm = CONFIRM_MISMATCH;
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, input: { firstName, lastName, password: values.password } };
}

import type { FormValidation } from '../../shared/ui/form/use-validated-form';
import { checkPassword } from '../../domain/password-policy';
import { personNameSchema, type PersonName } from '../../domain/person-name.schema';
import type { PasswordPolicy } from '../../domain/settings.schema';

// The profile's two forms, checked with the rules the server applies (the users API's name
// rule; the organization's password policy), so a refusal shows at the field before sending.

export type NameErrors = Partial<Record<keyof PersonName, string>>;

export function validateName(values: PersonName): FormValidation<PersonName, NameErrors> {
  const parsed = personNameSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: NameErrors = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path[0] as keyof PersonName] ??= issue.message;
  }
  return { ok: false, errors };
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

export const emptyPasswordValues: PasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export const PASSWORDS_DIFFER = 'The passwords do not match';

export function validatePasswordChange(
  values: PasswordValues,
  policy: PasswordPolicy,
): FormValidation<{ currentPassword: string; newPassword: string }, PasswordErrors> {
  const errors: PasswordErrors = {};
  if (values.currentPassword === '') errors.currentPassword = 'Current password is required';
  if (values.newPassword === '') errors.newPassword = 'New password is required';
  else {
    // The common-passwords list is the server's to check (its refusal shows at this field too).
    const refused = checkPassword(values.newPassword, policy, { commonPasswords: new Set() });
    if (refused) errors.newPassword = refused;
  }
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { currentPassword: values.currentPassword, newPassword: values.newPassword },
  };
}

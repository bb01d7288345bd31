import { cleanEmail } from '../../../domain/cleaning/clean-email';
import { canGrant } from '../../../domain/role-grants';
import type { GrantableRoleRecord } from '../../../api/invites.api';
import type { FormValidation } from '../../../shared/ui/form/use-validated-form';

export interface InviteFormValues {
  email: string;
  role: string;
}

export type InviteFormErrors = Partial<Record<keyof InviteFormValues, string>>;

export const EMAIL_INVALID = 'Enter a valid email address';
export const ROLE_REQUIRED = 'Choose a role';
export const ROLE_NOT_GRANTABLE = 'You cannot give a role with permissions you do not have';

/** The live roles a caller holding `granted` may hand out (the server checks it again). */
export function grantableRoles(
  roles: readonly GrantableRoleRecord[],
  granted: readonly string[],
): GrantableRoleRecord[] {
  return roles.filter((role) => !role.deleted && canGrant(granted, role.permissions));
}

export function validateInviteForm(
  values: InviteFormValues,
  grantable: readonly string[],
): FormValidation<InviteFormValues, InviteFormErrors> {
  const email = cleanEmail(values.email);
  const errors: InviteFormErrors = {};
  if (!email) errors.email = EMAIL_INVALID;
  if (!values.role) errors.role = ROLE_REQUIRED;
  else if (!grantable.includes(values.role)) errors.role = ROLE_NOT_GRANTABLE;
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, input: { email, role: values.role } };
}

import type { FormValidation } from '../../../shared/ui/form/use-validated-form';
import { organizationSettingsSchema } from '../../../domain/settings.schema';
import { errorsByField, type FieldErrors, type GroupValue } from '../form/use-settings-group-form';

export type OrganizationSettings = GroupValue<'organization'>;
export type OrganizationErrors = FieldErrors<OrganizationSettings>;

/** Every field of the group is a text the form edits as is. */
export const organizationValues = (settings: OrganizationSettings) => ({ ...settings });

export function validateOrganization(
  values: OrganizationSettings,
): FormValidation<OrganizationSettings, OrganizationErrors> {
  const parsed = organizationSettingsSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: errorsByField<OrganizationSettings>(parsed.error.issues) };
}

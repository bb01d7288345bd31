import { notificationSettingsSchema } from '../../../domain/settings.schema';
import type { FormValidation } from '../../../shared/ui/form/use-validated-form';
import { errorsByField, type FieldErrors, type GroupValue } from '../form/use-settings-group-form';
import { wholeNumberIn } from '../form/whole-number';

export type NotificationSettings = GroupValue<'notifications'>;

/** The form's values: the group, with the interval as a NumberInput holds it (empty is ''). */
export type NotificationValues = Omit<NotificationSettings, 'reminderInterval'> & {
  reminderInterval: number | string;
};

export const REMINDER_MAX_HOURS = 24 * 30;
export const REMINDER_MESSAGE = `Enter whole hours between 1 and ${REMINDER_MAX_HOURS}`;

export const notificationValues = (settings: NotificationSettings): NotificationValues => ({
  ...settings,
});

export function validateNotifications(
  values: NotificationValues,
): FormValidation<NotificationSettings, FieldErrors<NotificationValues>> {
  const reminderInterval = wholeNumberIn(values.reminderInterval, 1, REMINDER_MAX_HOURS);
  if (reminderInterval === null)
    return { ok: false, errors: { reminderInterval: REMINDER_MESSAGE } };
  const parsed = notificationSettingsSchema.safeParse({ ...values, reminderInterval });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: errorsByField<NotificationValues>(parsed.error.issues) };
}

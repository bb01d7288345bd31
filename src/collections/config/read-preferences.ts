import {
  defaultUserPreferences,
  userPreferencesSchema,
  type UserPreferences,
} from '../../domain/preferences.schema';

/**
 * The user's preferences from the stored record: each part that still validates, the default for
 * any other (a part written by an older or newer app, or never saved).
 */
export function readUserPreferences(stored: Record<string, unknown> | undefined): UserPreferences {
  const defaults = defaultUserPreferences();
  const shape = userPreferencesSchema.shape;
  const read = {} as Record<keyof UserPreferences, unknown>;
  for (const key of Object.keys(shape) as (keyof UserPreferences)[]) {
    const parsed = shape[key].safeParse(stored?.[key]);
    read[key] = parsed.success ? parsed.data : defaults[key];
  }
  return read as UserPreferences;
}

import { userPreferencesSchema, type UserPreferences } from '../../domain/preferences.schema';
import type { AppDatabase } from '../app-database';
import { savePreferenceParts } from './config.mutations';
import { PREFERENCES_ID } from './config.schema';
import { readUserPreferences } from './read-preferences';

/** The parts a change sets, given the latest stored preferences. */
export type PreferencesUpdate = (latest: UserPreferences) => Partial<UserPreferences>;

// One chain per database: each change reads the record after the one before it has written, so
// quick successive changes (two switches, a column hidden then another moved) all keep their effect.
const turns = new WeakMap<AppDatabase, Promise<unknown>>();

/**
 * Saves a change computed from the latest stored preferences, not from what a screen rendered:
 * a screen repaints only after a save has reached the local database, and a change computed from
 * an older render would undo it. Only the parts the change names are sent (`mergeValue`).
 */
export function updatePreferences(
  db: AppDatabase,
  update: PreferencesUpdate,
  userId?: string,
): Promise<void> {
  const run = (turns.get(db) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      const latest = readUserPreferences((await db.config.findOne(PREFERENCES_ID).exec())?.value);
      const patch = update(latest);
      const valid = userPreferencesSchema.parse({ ...latest, ...patch });
      const parts = Object.fromEntries(
        Object.keys(patch).map((key) => [key, valid[key as keyof UserPreferences]]),
      ) as Partial<UserPreferences>;
      await savePreferenceParts(db, parts, userId);
    });
  turns.set(db, run);
  return run;
}

import type { UserPreferences } from '../../domain/preferences.schema';
import type { AppDatabase } from '../app-database';
import { recordWrites } from '../sync-queue/record-writes';
import { PREFERENCES_ID } from './config.schema';
import { ensureEntry } from './config.mutations';

const config = recordWrites('config');

/**
 * Saves one part of the user's preferences (the dashboard layout): only that part is sent, so a
 * screen that reads the others with its own rules never writes them back; locally the rest of
 * the stored value is kept as it is.
 */
export async function savePreferencePart<K extends keyof UserPreferences>(
  db: AppDatabase,
  key: K,
  value: UserPreferences[K],
  userId?: string,
): Promise<void> {
  await ensureEntry(db, PREFERENCES_ID, 'preferences');
  const current = (await db.config.findOne(PREFERENCES_ID).exec())?.value ?? {};
  const write = {
    id: PREFERENCES_ID,
    endpoint: '/users/me/preferences',
    data: { [key]: value },
    fields: { value: { ...current, [key]: value } },
  };
  await config.merge(db, write, userId);
}

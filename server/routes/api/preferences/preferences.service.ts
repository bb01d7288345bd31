import {
  defaultUserPreferences,
  userPreferencesSchema,
} from '../../../../src/domain/preferences.schema';
import type { UserPreferences } from '../../../../src/domain/preferences.schema';
import type { Db } from '../../../db/client';
import { userPreferences } from '../../../db/schema/preferences';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createPreferencesRepository } from '../../../repositories/preferences.repository';
import type { PreferencesRow } from '../../../repositories/preferences.repository';
import { changeOf } from '../../../sync/change';
import { publishChange } from '../../../sync/publish-change';
import { updateVersioned } from '../../../sync/versioned-write';
import { preferencesView } from './preferences.view';

const PREFERENCES_NOT_FOUND = 'Preferences not found';

/** Saves the caller's preferences: fields not sent keep their value (the default before a save). */
export function savePreferences(
  db: Db,
  auth: AuthContext,
  expected: number | undefined,
  changes: Partial<UserPreferences>,
): Promise<PreferencesRow> {
  return db.transaction(async (tx) => {
    const repository = createPreferencesRepository(tx);
    const current = await repository.findLive(auth.userId);
    const value = userPreferencesSchema.parse({
      ...defaultUserPreferences(),
      ...current?.value,
      ...changes,
    });
    const saved = current
      ? await updateVersioned(
          tx,
          userPreferences,
          {
            id: current.id,
            organizationId: auth.organizationId,
            expected,
            notFound: PREFERENCES_NOT_FOUND,
            view: preferencesView,
          },
          { value },
        )
      : await repository.insert(auth.organizationId, auth.userId, value);
    await publishChange(tx, changeOf('user_preferences', saved, { userId: auth.userId }));
    return saved;
  });
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userPreferences } from '../db/schema/preferences';

export type PreferencesRow = typeof userPreferences.$inferSelect;

// One row per user, written on the first save; until then the user has the defaults.
export function createPreferencesRepository(db: Db) {
  return {
    async findLive(userId: string): Promise<PreferencesRow | undefined> {
      const [row] = await db
        .select()
        .from(userPreferences)
        .where(and(eq(userPreferences.userId, userId), eq(userPreferences.deleted, false)))
        .limit(1);
      return row;
    },

    /** The first save; `user_id` is unique, so a row written meanwhile takes the value instead. */
    async insert(
      organizationId: string,
      userId: string,
      value: PreferencesRow['value'],
    ): Promise<PreferencesRow> {
      const [row] = await db
        .insert(userPreferences)
        .values({ organizationId, userId, value })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { value } })
        .returning();
      if (!row) throw new Error('preferences insert returned nothing');
      return row;
    },
  };
}

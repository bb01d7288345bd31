import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema/settings';
import { listSource } from '../sync/checkpoint-pull';
import { liveInOrganization } from './synced-rows';

export type SettingsRow = typeof settings.$inferSelect;

// One row per organization and settings group (SPEC 9); each group carries its own version, so two
// people saving different groups never conflict.
/** The organization's settings group rows, for checkpoint pulls. */
export const settingsList = () => listSource(settings);

export function createSettingsRepository(db: Db) {
  return {
    list(organizationId: string): Promise<SettingsRow[]> {
      return db.select().from(settings).where(liveInOrganization(settings, organizationId));
    },

    async findGroup(organizationId: string, group: string): Promise<SettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(settings)
        .where(and(liveInOrganization(settings, organizationId), eq(settings.groupName, group)))
        .limit(1);
      return row;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

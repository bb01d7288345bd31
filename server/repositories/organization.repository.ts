import { DEFAULT_ROLES } from '../../src/domain/permissions';
import { defaultSettings, SETTINGS_GROUPS } from '../../src/domain/settings.defaults';
import type { Db } from '../db/client';
import { organizations } from '../db/schema/organizations';
import { settings } from '../db/schema/settings';
import { roles } from '../db/schema/users';
import { insertReturning } from './synced-rows';

const ROLE_DESCRIPTIONS: Record<string, string> = {
  Owner: 'Full access to everything in the organization',
  Admin: 'Manages users, claims, clients, documents and settings',
  Manager: 'Manages claims, clients and documents; sees reports',
  Supervisor: 'Manages claims, clients and documents',
  User: 'Adjuster: views and edits claims and clients',
  Vendor: 'Sees claims assigned to them and uploads documents',
  Client: 'Sees their own claims and uploads documents',
  Customer: 'Sees claims assigned to them',
};

export function createOrganizationRepository(db: Db) {
  return {
    /** A new organization with the default roles (SPEC 6) and settings (SPEC 9). */
    async createWithDefaults(name: string): Promise<string> {
      const org = await insertReturning(db, organizations, { name }, 'organization');
      await db.insert(roles).values(
        Object.entries(DEFAULT_ROLES).map(([roleName, permissions]) => ({
          organizationId: org.id,
          name: roleName,
          permissions: [...permissions],
          description: ROLE_DESCRIPTIONS[roleName] ?? '',
        })),
      );
      const defaults = defaultSettings(name);
      await db.insert(settings).values(
        SETTINGS_GROUPS.map((group) => ({
          organizationId: org.id,
          groupName: group,
          value: defaults[group] as Record<string, unknown>,
        })),
      );
      return org.id;
    },
  };
}

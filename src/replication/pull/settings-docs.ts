import { PREFERENCES_ID, ROLES_ID, settingsId } from '../../collections/config/config.schema';
import { readRoles } from '../../domain/role.schema';
import { SETTINGS_GROUPS } from '../../domain/settings.defaults';

type Row = Record<string, unknown>;

/**
 * The settings answer as config records `settings:<group>`. Read in both shapes the server may
 * use: an object of groups (SPEC 7 "all settings"), or rows with groupName, value and version.
 */
export function settingsDocs(data: unknown) {
  const now = new Date().toISOString();
  const entry = (group: string, value: unknown, version = 0, updatedAt = now) => ({
    id: settingsId(group),
    kind: 'settings' as const,
    value: (value ?? {}) as Row,
    version,
    updatedAt,
    _deleted: false,
  });
  if (Array.isArray(data)) {
    return (data as Row[])
      .filter((row) => typeof row.groupName === 'string')
      .map((row) =>
        entry(
          String(row.groupName),
          row.value,
          typeof row.version === 'number' ? row.version : 0,
          typeof row.updatedAt === 'string' ? row.updatedAt : now,
        ),
      );
  }
  if (data === null || typeof data !== 'object') return [];
  const groups = data as Row;
  return SETTINGS_GROUPS.filter((group) => groups[group] !== undefined).map((group) =>
    entry(group, groups[group]),
  );
}

export const PREFERENCES_PATH = '/users/me/preferences';

/**
 * The user's saved view preferences as the config record `preferences`, so they follow the user to
 * every device. Version 0 means nobody saved them yet: then the device keeps what it has.
 */
export function preferencesDocs(data: unknown) {
  if (data === null || typeof data !== 'object') return [];
  const row = data as Row;
  if (typeof row.version !== 'number' || row.version === 0) return [];
  return [
    {
      id: PREFERENCES_ID,
      kind: 'preferences' as const,
      value: (row.value ?? {}) as Row,
      version: row.version,
      updatedAt: typeof row.updatedAt === 'string' ? row.updatedAt : new Date().toISOString(),
      _deleted: false,
    },
  ];
}

/**
 * The organization's roles as the one config record `roles` (a handful of rows, read whole on
 * every resync like the settings). Roles the list no longer holds were deleted.
 */
export function rolesDocs(data: unknown) {
  if (!Array.isArray(data)) return [];
  return [
    {
      id: ROLES_ID,
      kind: 'settings' as const,
      value: { roles: readRoles(data) },
      version: 0,
      updatedAt: new Date().toISOString(),
      _deleted: false,
    },
  ];
}

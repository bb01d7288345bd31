import type { SettingsGroup } from '../../domain/settings.defaults';
import type { UserPreferences } from '../../domain/preferences.schema';
import type { AppDatabase } from '../app-database';
import { queueWrite } from '../sync-queue/queue-write';
import { PREFERENCES_ID, settingsId } from './config.schema';

interface ValueWrite {
  id: string;
  endpoint: string;
  data: Record<string, unknown>;
  /** The parts of the record's value this save changes (the others keep their latest value). */
  parts: Record<string, unknown>;
}

/** A queued save of some parts of a config record's value (the `mergeValue` patch). */
async function saveValueParts(db: AppDatabase, write: ValueWrite, userId?: string) {
  await queueWrite(db, {
    resourceType: 'config',
    resourceId: write.id,
    operationType: 'update',
    method: 'PUT',
    endpoint: write.endpoint,
    data: write.data,
    localPatch: { kind: 'mergeValue', fields: write.parts },
    userId,
  });
}

const settingsPath = (orgId: string, tail: string) =>
  `/organizations/${encodeURIComponent(orgId)}/settings/${tail}`;

// Fields SPEC 7 gives their own endpoint: a group save shows them locally but never sends them.
const OWN_ENDPOINT_FIELDS: Partial<Record<SettingsGroup, readonly string[]>> = {
  offline: ['forceLocalClaims'],
};

/** Saves one settings group (its whole value; SPEC 7). */
export async function saveSettingsGroup(
  db: AppDatabase,
  organizationId: string,
  group: SettingsGroup,
  value: Record<string, unknown>,
  userId?: string,
): Promise<void> {
  const id = settingsId(group);
  await ensureEntry(db, id, 'settings');
  const endpoint = settingsPath(organizationId, group);
  const data = { ...value };
  for (const field of OWN_ENDPOINT_FIELDS[group] ?? []) delete data[field];
  // Fields with their own call keep the value shown: a form's copy of them may be older.
  await saveValueParts(db, { id, endpoint, data, parts: data }, userId);
}

/** SPEC 7's own call for `forceLocalClaims`; the rest of the offline group keeps its value. */
export async function saveForceLocalClaims(
  db: AppDatabase,
  organizationId: string,
  forceLocalClaims: boolean,
  userId?: string,
): Promise<void> {
  const id = settingsId('offline');
  await ensureEntry(db, id, 'settings');
  const write = {
    id,
    endpoint: settingsPath(organizationId, 'offline/force_local_claims'),
    data: { forceLocalClaims },
    parts: { forceLocalClaims },
  };
  await saveValueParts(db, write, userId);
}

/**
 * Saves one part of the user's preferences (appearance, the dashboard layout, muted
 * notifications): only that part is sent (the server keeps the others).
 */
export function savePreferencesPart<K extends keyof UserPreferences>(
  db: AppDatabase,
  key: K,
  part: UserPreferences[K],
  userId?: string,
): Promise<void> {
  return savePreferenceParts(db, { [key]: part } as Partial<UserPreferences>, userId);
}

/** Sends the parts given; locally, parts this save does not name keep their value, as on the server. */
export async function savePreferenceParts(
  db: AppDatabase,
  parts: Partial<UserPreferences>,
  userId?: string,
): Promise<void> {
  await ensureEntry(db, PREFERENCES_ID, 'preferences');
  const write = {
    id: PREFERENCES_ID,
    endpoint: '/users/me/preferences',
    data: { ...parts },
    parts: { ...parts },
  };
  await saveValueParts(db, write, userId);
}

// A group never pulled yet (first start offline) gets an empty record the patch can merge into.
export async function ensureEntry(db: AppDatabase, id: string, kind: 'settings' | 'preferences') {
  const existing = await db.config.findOne(id).exec();
  if (!existing) {
    await db.config.insertIfNotExists({ id, kind, value: {}, version: 0, updatedAt: '' });
  }
}

import { afterEach, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import {
  saveForceLocalClaims,
  savePreferencesPart,
  saveSettingsGroup,
} from '../../../src/collections/config/config.mutations';
import { PREFERENCES_ID, settingsId } from '../../../src/collections/config/config.schema';
import { applyPatches } from '../../../src/collections/sync-queue/apply-patch';
import { removeDatabase } from '../../../src/db/current-database';
import { defaultSettings } from '../../../src/domain/settings.defaults';
import { newKey, openLocal } from './support/local-db';

// Seen in the offline settings test under load: "Force local claims" switched on, then the form
// saved at once; the form's save showed its own (older) copy of the whole group and switched
// forced local claims off again on this device, while the server had it on. Each save now
// changes only the parts it names, into the latest value, whatever order the writes land in.
afterEach(() => removeDatabase());

const offline = defaultSettings('Demo').offline;

async function withOfflineGroup(): Promise<AppDatabase> {
  const db = await openLocal('u-value-parts', await newKey());
  await db.config.insert({
    id: settingsId('offline'),
    kind: 'settings',
    value: { ...offline, forceLocalClaims: false, syncInterval: 15 },
    version: 3,
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  return db;
}

const storedOffline = async (db: AppDatabase) =>
  (await db.config.findOne(settingsId('offline')).exec())?.value;

it('a group save made while forced local claims is switched on keeps both, in either order', async () => {
  for (const order of ['force first', 'form first'] as const) {
    const db = await withOfflineGroup();
    // The form's copy of the group, read before the switch.
    const form = { ...offline, forceLocalClaims: false, syncInterval: 30 };
    const force = () => saveForceLocalClaims(db, 'org-demo', true, 'u-1');
    const group = () => saveSettingsGroup(db, 'org-demo', 'offline', form, 'u-1');
    await Promise.all(order === 'force first' ? [force(), group()] : [group(), force()]);
    expect(await storedOffline(db), order).toMatchObject({
      forceLocalClaims: true,
      syncInterval: 30,
    });
    const sent = (await db.sync_queue.find().exec()).map((op) => op.data as Record<string, unknown>);
    expect(sent).toContainEqual({ forceLocalClaims: true });
    expect(sent.find((data) => 'syncInterval' in data)).not.toHaveProperty('forceLocalClaims');
    await removeDatabase();
  }
});

it('two preference parts saved at once are both kept', async () => {
  const db = await openLocal('u-value-parts-prefs', await newKey());
  await Promise.all([
    savePreferencesPart(db, 'appearance', { scheme: 'dark', density: 'compact' }, 'u-1'),
    savePreferencesPart(db, 'mutedNotifications', ['task_due'], 'u-1'),
  ]);
  expect((await db.config.findOne(PREFERENCES_ID).exec())?.value).toMatchObject({
    appearance: { scheme: 'dark', density: 'compact' },
    mutedNotifications: ['task_due'],
  });
});

it('a pending save rebased on a pulled value keeps what the server changed meanwhile', () => {
  const pulled = { id: 'settings:offline', value: { syncInterval: 15, maxStorageSize: 900 } };
  const rebased = applyPatches(pulled, [{ kind: 'mergeValue', fields: { syncInterval: 30 } }]);
  expect(rebased).toEqual({
    id: 'settings:offline',
    value: { syncInterval: 30, maxStorageSize: 900 },
  });
});

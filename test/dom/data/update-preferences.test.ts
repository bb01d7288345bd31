import { afterEach, expect, it } from 'vitest';
import { PREFERENCES_ID } from '../../../src/collections/config/config.schema';
import { updatePreferences } from '../../../src/collections/config/update-preferences';
import { removeDatabase } from '../../../src/db/current-database';
import type { NotificationType } from '../../../src/domain/notification-types';
import { newKey, openLocal } from './support/local-db';

afterEach(() => removeDatabase());

const storedValue = async (db: Awaited<ReturnType<typeof openLocal>>) =>
  (await db.config.findOne(PREFERENCES_ID).exec())?.value ?? {};

it('changes started together each apply to what the one before wrote', async () => {
  const db = await openLocal('u-update-prefs', await newKey());
  const mute = (type: NotificationType) =>
    updatePreferences(db, (latest) => ({
      mutedNotifications: [...latest.mutedNotifications, type],
    }));
  await Promise.all([mute('task_assigned'), mute('claim_assigned'), mute('document_uploaded')]);
  expect((await storedValue(db)).mutedNotifications).toEqual([
    'task_assigned',
    'claim_assigned',
    'document_uploaded',
  ]);
  const queued = await db.sync_queue.find().exec();
  expect(queued.map((op) => op.data)).toEqual([
    { mutedNotifications: ['task_assigned'] },
    { mutedNotifications: ['task_assigned', 'claim_assigned'] },
    { mutedNotifications: ['task_assigned', 'claim_assigned', 'document_uploaded'] },
  ]);
});

it('an invalid change is refused, changes nothing, and does not stop the next one', async () => {
  const db = await openLocal('u-update-prefs-bad', await newKey());
  const bad = updatePreferences(db, () => ({ claimsView: 'grid' as never }));
  const good = updatePreferences(db, () => ({ claimsView: 'kanban' }));
  await expect(bad).rejects.toThrow();
  await good;
  expect((await storedValue(db)).claimsView).toBe('kanban');
  const queued = await db.sync_queue.find().exec();
  expect(queued.map((op) => op.data)).toEqual([{ claimsView: 'kanban' }]);
});

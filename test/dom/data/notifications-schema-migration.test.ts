import { afterEach, expect, it } from 'vitest';
import { z } from 'zod';
import { openAppDatabase } from '../../../src/collections/app-database';
import { syncedRxSchema } from '../../../src/collections/synced-rx-schema';
import { removeDatabase } from '../../../src/db/current-database';
import { syncFieldsSchema } from '../../../src/domain/sync-fields';
import { storedBefore } from './support/stored-before';

afterEach(async () => {
  await removeDatabase();
});

// The notifications schema before the bell listed them: body and link, which the server never
// sent (it sends message, type, claim and read time).
const notificationsV0 = syncedRxSchema(
  z
    .object({
      id: z.string(),
      userId: z.string(),
      title: z.string(),
      body: z.string(),
      link: z.string().nullable().optional(),
      read: z.boolean(),
      createdAt: z.string(),
    })
    .extend(syncFieldsSchema.shape),
  {
    title: 'notifications',
    version: 0,
    indexed: { createdAt: { maxLength: 40 } },
    indexes: ['createdAt'],
    encrypted: ['title', 'body'],
  },
);

it('upgrades stored notifications to the server’s fields (no task yet), keeping title and read state', async () => {
  const stored = [0, 1, 2].map((i) => ({
    id: `n-${i}`,
    userId: 'u-1',
    title: `Claim CLM-${i} is overdue`,
    body: i === 0 ? 'It has been in New for more than 3 days.' : '',
    link: null,
    read: i === 2,
    createdAt: `2026-05-0${i + 1}T14:00:00.000Z`,
    organization_id: 'org-1',
    version: 1,
    updatedAt: '2026-05-01T10:00:00.000Z',
  }));
  const key = await storedBefore('u-notices', 'notifications', notificationsV0 as never, stored);

  const db = await openAppDatabase('u-notices', { getKey: () => key, only: ['notifications'] });
  expect(db.notifications.schema.version).toBe(2);
  const migrated = await db.notifications.find({ sort: [{ createdAt: 'asc' }] }).exec();
  expect(migrated.map((d) => d.toJSON())).toEqual(
    stored.map(({ body, link: _link, ...kept }) =>
      expect.objectContaining({ ...kept, message: body, type: 'notice', claimId: null, taskId: null, readAt: null }),
    ),
  );
});

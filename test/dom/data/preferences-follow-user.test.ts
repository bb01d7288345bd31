import { expect, it } from 'vitest';
import { PREFERENCES_ID } from '../../../src/collections/config/config.schema';
import { savePreferenceParts } from '../../../src/collections/config/config.mutations';
import { removeDatabase } from '../../../src/db/current-database';
import { defaultUserPreferences } from '../../../src/domain/preferences.schema';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { newKey, openLocal } from './support/local-db';
import { pullOnce, useDataContext } from './support/session-setup';

const ctx = useDataContext();

it('brings the view preferences saved on one device to another device', async () => {
  const saved = { ...defaultUserPreferences(), claimsView: 'kanban' as const };
  await savePreferenceParts(ctx.db, saved, ctx.me.user.id);
  expect((await drainQueue(ctx.db, ctx.me.api)).outcomes).toEqual(['completed']);
  await removeDatabase();

  // A second device: another local database (and key) of the same user, empty.
  const other = await openLocal(ctx.me.user.id, await newKey());
  expect(await other.config.findOne(PREFERENCES_ID).exec()).toBeNull();
  await pullOnce(other, ctx.me);
  const pulled = await other.config.findOne(PREFERENCES_ID).exec();
  expect(pulled?.value).toMatchObject({ claimsView: 'kanban' });
  expect(pulled?.version).toBeGreaterThan(0);
});

import { expect, it } from 'vitest';
import { PREFERENCES_ID } from '../../../src/collections/config/config.schema';
import { savePreferenceParts } from '../../../src/collections/config/config.mutations';
import { savePreferencesPart } from '../../../src/collections/config/config.mutations';
import { removeDatabase } from '../../../src/db/current-database';
import type { DashboardLayout } from '../../../src/domain/dashboard-layout.schema';
import { defaultUserPreferences } from '../../../src/domain/preferences.schema';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { newKey, openLocal } from './support/local-db';
import { pullOnce, useDataContext } from './support/session-setup';

const ctx = useDataContext();

it('sends only the dashboard layout, keeps the other preferences, and brings it to another device', async () => {
  await savePreferenceParts(ctx.db, { ...defaultUserPreferences(), claimsView: 'kanban' }, ctx.me.user.id);
  const layout: DashboardLayout = {
    widgets: [
      { id: 'recentClaims', size: 'full' },
      { id: 'myTasks', size: 'half' },
    ],
  };
  await savePreferencesPart(ctx.db, 'dashboard', layout, ctx.me.user.id);
  // Shown at once on this device, beside the preferences it did not touch.
  const local = await ctx.db.config.findOne(PREFERENCES_ID).exec();
  expect(local?.value).toMatchObject({ claimsView: 'kanban', dashboard: layout });
  const queued = await ctx.db.sync_queue.find({ sort: [{ timestamp: 'asc' }] }).exec();
  expect(Object.keys(queued.at(-1)!.data as object)).toEqual(['dashboard']);
  expect((await drainQueue(ctx.db, ctx.me.api)).outcomes).toEqual(['completed', 'completed']);
  await removeDatabase();

  const other = await openLocal(ctx.me.user.id, await newKey());
  await pullOnce(other, ctx.me);
  const pulled = await other.config.findOne(PREFERENCES_ID).exec();
  expect(pulled?.value).toMatchObject({ claimsView: 'kanban', dashboard: layout });
});

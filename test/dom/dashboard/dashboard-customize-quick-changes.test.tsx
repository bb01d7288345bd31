import { afterEach, expect, it } from 'vitest';
import { PREFERENCES_ID } from '../../../src/collections/config/config.schema';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import { removeDatabase } from '../../../src/db/current-database';
import type { DashboardLayout } from '../../../src/domain/dashboard-layout.schema';
import { DashboardCustomizeRoute } from '../../../src/features/dashboard/settings-dashboard-customize.route';
import { newKey, openLocal, waitFor } from '../data/support/local-db';
import { click } from '../support/interact';
import { byLabel } from '../support/queries';
import { renderUi, settle } from '../support/render';
import { sessionUser, WithSession } from '../support/session-services';

afterEach(() => removeDatabase());

it('quick changes of the dashboard layout all keep their effect', async () => {
  const db = await openLocal('u-dashboard-quick', await newKey());
  renderUi(
    <AppDatabaseContext.Provider value={db}>
      <WithSession user={sessionUser([])}>
        <DashboardCustomizeRoute />
      </WithSession>
    </AppDatabaseContext.Provider>,
    { mantine: 'test' },
  );
  // The Adjuster's default: My tasks, Upcoming events, Sync health, Overdue claims, …
  await settle(() => byLabel(document, 'Remove Sync health of this device'));
  click(byLabel(document, 'Remove Sync health of this device'));
  click(byLabel(document, 'Move My tasks due today and overdue down'));
  click(byLabel(document, 'Move My tasks due today and overdue down'));
  const layout = await waitFor(async () => {
    const stored = (await db.config.findOne(PREFERENCES_ID).exec())?.value.dashboard as
      DashboardLayout | undefined;
    return stored?.widgets[2]?.id === 'myTasks' ? stored : undefined;
  });
  expect(layout.widgets.map((w) => w.id).slice(0, 4)).toEqual([
    'upcomingEvents',
    'overdueClaims',
    'myTasks',
    'documentsToReview',
  ]);
});

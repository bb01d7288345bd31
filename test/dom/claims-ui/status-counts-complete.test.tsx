import { afterEach, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import { markInitialSyncDone } from '../../../src/collections/config/initial-sync';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import { removeDatabase } from '../../../src/db/current-database';
import { useStatusSettings } from '../../../src/features/claims/settings/status-settings.hooks';
import { newKey, openLocal } from '../data/support/local-db';
import { elapse, renderUi, settle } from '../support/render';
import { sessionUser, WithSession } from '../support/session-services';

// Every claim the user may see stays listed on the device (issue 17), so removing a status asks
// "of the claims on this device… the server may hold more" only when that is true: before the
// first pull, or for a user who sees only the claims assigned to them.
afterEach(() => removeDatabase());

function Counts() {
  const { countsComplete } = useStatusSettings();
  return <output>{countsComplete ? 'complete' : 'partial'}</output>;
}

async function expectCounts(permissions: string[], synced: boolean, expected: string) {
  const db: AppDatabase = await openLocal(
    `u-status-counts-${permissions.join('-')}`,
    await newKey(),
  );
  if (synced) await markInitialSyncDone(db);
  renderUi(
    <AppDatabaseContext.Provider value={db}>
      <WithSession user={sessionUser(permissions)}>
        <Counts />
      </WithSession>
    </AppDatabaseContext.Provider>,
    { mantine: 'none' },
  );
  const shown = () => document.querySelector('output')?.textContent;
  // The live queries answer within a few ms: what shows after half a second is the answer.
  await elapse(500);
  await settle(() => expect(shown()).toBe(expected));
}

it('complete once the first pull is done, for a user who sees every claim', async () => {
  await expectCounts(['view_claims', 'manage_settings'], true, 'complete');
});

it('partial before the first pull is done', async () => {
  await expectCounts(['view_claims', 'manage_settings'], false, 'partial');
});

it('partial for a user who sees only their assigned claims', async () => {
  await expectCounts(['view_assigned_claims', 'manage_settings'], true, 'partial');
});

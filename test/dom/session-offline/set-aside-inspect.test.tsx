import { afterEach, expect, it } from 'vitest';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import { removeDatabase } from '../../../src/db/current-database';
import { SettingsOfflineRoute } from '../../../src/features/settings/offline/settings-offline.route';
import { startPull, type Pull } from '../../../src/replication/pull/start-pull';
import { newKey, openLocal } from '../data/support/local-db';
import { pagedApi } from '../data/support/paged-api';
import { sessionUser, WithSession } from '../support/session-services';
import { renderUi, settle } from '../support/render';

// Issue 11: Settings › Offline (the data inspector) lists a pulled record the device set aside,
// with the reason, and drops it once a valid version has been pulled.
let pull: Pull | undefined;
afterEach(async () => {
  await pull?.stop();
  pull = undefined;
  await removeDatabase();
});

const task = (fields: Record<string, unknown>) => ({
  id: 'task-1',
  organization_id: 'org-1',
  title: 'Call the roofer',
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  deleted: false,
  ...fields,
});

const entry = () => document.querySelector('tr[data-set-aside="tasks/task-1"]');

it('shows the set-aside record with its reason until a valid version arrives', async () => {
  const server = pagedApi();
  server.rows.set('tasks', [task({ createdAt: 20260101 })]);
  const db = await openLocal('u-inspect-aside', await newKey());
  pull = startPull(db, server.api, { organizationId: 'org-1', retryMs: 50 });
  await pull.initialSync;

  renderUi(
    <AppDatabaseContext.Provider value={db}>
      <WithSession user={sessionUser()}>
        <SettingsOfflineRoute />
      </WithSession>
    </AppDatabaseContext.Provider>,
    { mantine: 'test' },
  );
  await settle(() => expect(entry()).not.toBeNull());
  const cells = [...entry()!.querySelectorAll('td')].map((td) => td.textContent);
  expect(cells[0]).toBe('tasks task-1');
  expect(cells[1]).toBe('createdAt: Invalid input: expected string, received number');

  server.rows.set('tasks', [task({ updatedAt: '2026-01-02T00:00:00.000Z', version: 2 })]);
  await pull.resync(['tasks']);
  await settle(() => expect(entry()).toBeNull());
  expect(document.body.textContent).toContain(
    'Every record received from the server could be stored on this device.',
  );
});

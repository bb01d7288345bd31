import type { ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import { PREFERENCES_ID } from '../../../src/collections/config/config.schema';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import { useOpenDatabase } from '../../../src/collections/open-database.hook';
import { removeDatabase } from '../../../src/db/current-database';
import { AppearanceRoute } from '../../../src/features/appearance/appearance.route';
import { newKey, openLocal, waitFor } from '../data/support/local-db';
import { click } from '../support/interact';
import { byLabel } from '../support/queries';
import { elapse, renderUi } from '../support/render';
import { sessionUser, WithSession } from '../support/session-services';

// Seen in CI under load: after a reload the screens render before the local database opens; a
// colour scheme picked in that moment was dropped (the save did nothing without a database).
afterEach(() => removeDatabase());

const screen = (db: AppDatabase | null): ReactNode => (
  <AppDatabaseContext.Provider value={db}>
    <WithSession user={sessionUser([])}>
      <AppearanceRoute />
    </WithSession>
  </AppDatabaseContext.Provider>
);

it('a choice made while the database is still opening is saved once it opens', async () => {
  const ui = renderUi(screen(null), { mantine: 'test' });
  click(byLabel(document, 'Dark'));
  await elapse(20);
  const db = await openLocal('u-appearance-early', await newKey());
  ui.rerender(screen(db));
  const stored = await waitFor(async () => {
    const record = await db.config.findOne(PREFERENCES_ID).exec();
    return (record?.value.appearance as { scheme?: string } | undefined)?.scheme;
  });
  expect(stored).toBe('dark');
  const queued = await db.sync_queue.find().exec();
  expect(queued.map((op) => [op.endpoint, op.data])).toEqual([
    ['/users/me/preferences', { appearance: { scheme: 'dark', density: 'comfortable' } }],
  ]);
});

it('a change still waiting when the screen goes is refused, not kept for the next database', async () => {
  let waiting: Promise<AppDatabase> | undefined;
  function Early() {
    const openDatabase = useOpenDatabase();
    waiting ??= openDatabase();
    return null;
  }
  const ui = renderUi(
    <AppDatabaseContext.Provider value={null}>
      <Early />
    </AppDatabaseContext.Provider>,
    { mantine: 'none' },
  );
  ui.unmount();
  await expect(waiting).rejects.toThrow('Local data is closed');
});

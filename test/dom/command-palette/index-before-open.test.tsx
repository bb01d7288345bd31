import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import { removeDatabase } from '../../../src/db/current-database';
import { CommandPalette } from '../../../src/features/command-palette/command-palette';
import * as liveSearchIndex from '../../../src/features/command-palette/live-search-index';
import { newKey, openLocal } from '../data/support/local-db';
import { elapse, renderUi, settle } from '../support/render';
import { sessionUser, WithSession } from '../support/session-services';

vi.mock('../../../src/features/command-palette/live-search-index', async (importOriginal) => {
  const original = await importOriginal<typeof liveSearchIndex>();
  return { startLiveSearchIndex: vi.fn(original.startLiveSearchIndex) };
});
const started = vi.mocked(liveSearchIndex.startLiveSearchIndex);

// The browser's idle moments, run when the test says the browser is idle.
const idle: IdleRequestCallback[] = [];
let db: AppDatabase | undefined;
let unmount = () => undefined as void;
afterEach(async () => {
  unmount();
  vi.unstubAllGlobals();
  idle.length = 0;
  started.mockClear();
  db = undefined;
  await removeDatabase();
});

it('builds the search index when the browser is idle, before the palette is first opened', async () => {
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  db = await openLocal('u-palette-index', await newKey());
  ({ unmount } = renderUi(
    <AppDatabaseContext.Provider value={db}>
      <WithSession user={sessionUser(['view_claims'])}>
        <MemoryRouter>
          <CommandPalette />
        </MemoryRouter>
      </WithSession>
    </AppDatabaseContext.Provider>,
    { mantine: 'test' },
  ));
  await elapse(50);
  // Off the first paint: nothing indexed while the browser is busy.
  expect(started).not.toHaveBeenCalled();
  expect(idle.length).toBeGreaterThan(0);

  for (const run of idle.splice(0)) run({ didTimeout: false, timeRemaining: () => 50 });
  await settle(() => expect(started).toHaveBeenCalledTimes(1));
  // The palette was never opened: no dialog, and the index is live for its first open.
  expect(document.querySelector('[role="dialog"]')).toBeNull();
});

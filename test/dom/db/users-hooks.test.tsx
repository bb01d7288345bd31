import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openAppDatabase, type AppDatabase } from '../../../src/collections/app-database';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import { useUsers } from '../../../src/collections/users/users.hooks';
import { removeDatabase } from '../../../src/db/current-database';
import { keyOptions, makeUser } from './users-fixture';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let db: AppDatabase;
let root: Root;
let container: HTMLDivElement;

function UserNames() {
  const { users, loading } = useUsers();
  if (loading) return <p>loading</p>;
  return <p>{users.map((u) => `${u.firstName} ${u.lastName}`).join(', ') || 'nobody'}</p>;
}

beforeEach(async () => {
  db = await openAppDatabase('u-hooks', keyOptions);
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(async () => {
  act(() => root.unmount());
  await removeDatabase();
});

async function waitForText(text: string) {
  for (let i = 0; i < 100 && container.textContent !== text; i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(container.textContent).toBe(text);
}

it('re-renders when users are inserted, changed and removed', async () => {
  act(() =>
    root.render(
      <AppDatabaseContext.Provider value={db}>
        <UserNames />
      </AppDatabaseContext.Provider>,
    ),
  );
  await waitForText('nobody');

  await act(() => db.users.insert(makeUser()));
  await waitForText('Jordan Reyes');

  await act(() => db.users.insert(makeUser({ id: 'u2', firstName: 'Marcus', lastName: 'Chen' })));
  await waitForText('Marcus Chen, Jordan Reyes');

  const jordan = await db.users.findOne('u-jordan').exec();
  await act(() => jordan!.incrementalPatch({ lastName: 'Abbott' }));
  await waitForText('Jordan Abbott, Marcus Chen');

  await act(() => db.users.findOne('u2').remove());
  await waitForText('Jordan Abbott');
});

it('renders nothing from a missing database instead of failing', async () => {
  act(() => root.render(<UserNames />));
  await waitForText('nobody');
});

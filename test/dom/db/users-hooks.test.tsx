import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openAppDatabase, type AppDatabase } from '../../../src/collections/app-database';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import { useUsers } from '../../../src/collections/users/users.hooks';
import { removeDatabase } from '../../../src/db/current-database';
import { renderUi, settle, type RenderedUi } from '../support/render';
import { keyOptions, makeUser } from './users-fixture';

let db: AppDatabase;
let view: RenderedUi | undefined;

function UserNames() {
  const { users, loading } = useUsers();
  if (loading) return <p>loading</p>;
  return <p>{users.map((u) => `${u.firstName} ${u.lastName}`).join(', ') || 'nobody'}</p>;
}

beforeEach(async () => {
  db = await openAppDatabase('u-hooks', keyOptions);
});

afterEach(async () => {
  view?.unmount();
  await removeDatabase();
});

// Bare React: the names are the container's whole text.
const show = (node: ReactNode) => {
  view = renderUi(node, { mantine: 'none' });
};

const waitForText = (text: string) => settle(() => expect(view?.container.textContent).toBe(text));

it('re-renders when users are inserted, changed and removed', async () => {
  show(
    <AppDatabaseContext.Provider value={db}>
      <UserNames />
    </AppDatabaseContext.Provider>,
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
  show(<UserNames />);
  await waitForText('nobody');
});

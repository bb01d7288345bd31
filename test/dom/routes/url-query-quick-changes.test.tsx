import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect, it } from 'vitest';
import { useUrlQuery } from '../../../src/shared/routes/use-url-query';
import { click } from '../support/interact';
import { buttonByText } from '../support/queries';
import { waitFor } from '../data/support/local-db';
import { elapse, renderUi } from '../support/render';

interface Filter {
  search: string;
  type: string;
}

const decode = (record: Readonly<Record<string, string>>): Filter => ({
  search: record.q ?? '',
  type: record.type ?? '',
});
const encode = (filter: Filter): Record<string, string> => ({
  ...(filter.search ? { q: filter.search } : {}),
  ...(filter.type ? { type: filter.type } : {}),
});

function Screen() {
  const [filter, setFilter] = useUrlQuery(decode, encode);
  const { search } = useLocation();
  return (
    <>
      <button onClick={() => setFilter({ search: '', type: '' })}>Clear filters</button>
      <button onClick={() => setFilter({ ...filter, type: 'deadline' })}>Deadline</button>
      <output data-testid="url">{search}</output>
      <output data-testid="shown">{JSON.stringify(filter)}</output>
    </>
  );
}

// Seen in CI under load (tasks.spec): "Clear filters" then a type picked before the screen had
// repainted the cleared URL wrote the old search back with the type.
// Two clicks as a user makes them, outside act(), as under load: the router has not repainted
// the first when the second comes.
it('a change made before the last one is painted builds on it, not on the URL as painted', async () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const router = createMemoryRouter([{ path: '/tasks', element: <Screen /> }], {
      initialEntries: ['/tasks?q=mileage'],
    });
    const ui = renderUi(<RouterProvider router={router} />, { mantine: 'none', outsideAct: true });
    await waitFor(async () => buttonByText(ui.container, 'Deadline'));
    buttonByText(ui.container, 'Clear filters').click();
    // React commits a click's own updates in a microtask; the router's transition waits longer.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    buttonByText(ui.container, 'Deadline').click();
    await waitFor(async () => router.state.location.search.includes('type'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toBe('?type=deadline');
    ui.unmount();
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
});

it('a link or Back that moves the URL elsewhere is shown, not an earlier write', async () => {
  const router = createMemoryRouter([{ path: '/tasks', element: <Screen /> }], {
    initialEntries: ['/tasks?q=mileage'],
  });
  const ui = renderUi(<RouterProvider router={router} />, { mantine: 'none' });
  const shown = () => ui.container.querySelector('[data-testid="shown"]')?.textContent;
  click(buttonByText(ui.container, 'Deadline'));
  await elapse(20);
  expect(JSON.parse(shown() ?? '{}')).toEqual({ search: 'mileage', type: 'deadline' });
  await router.navigate('/tasks?q=roof');
  await elapse(20);
  expect(JSON.parse(shown() ?? '{}')).toEqual({ search: 'roof', type: '' });
});

// The plain baseline of bench/first-load: React + Mantine + react-router + RxDB on Dexie, doing the
// least a dashboard does (a shell, a route, one collection counted), built by the same Vite.
import '@mantine/core/styles.css';
import { AppShell, Button, MantineProvider, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';

function Dashboard() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    void (async () => {
      const db = await createRxDatabase({ name: 'baseline', storage: getRxStorageDexie() });
      const { items } = await db.addCollections({
        items: {
          schema: {
            version: 0,
            primaryKey: 'id',
            type: 'object',
            properties: { id: { type: 'string', maxLength: 40 } },
          },
        },
      });
      setCount(await items.count().exec());
    })();
  }, []);
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Button component={Link} to="/">
          Home
        </Button>
      </AppShell.Header>
      <AppShell.Main>
        <Title>Dashboard</Title>
        <Text data-ready={count !== null}>{count ?? '…'} items</Text>
      </AppShell.Main>
    </AppShell>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Dashboard }]);
createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <RouterProvider router={router} />
  </MantineProvider>,
);

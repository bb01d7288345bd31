import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { DatabaseProvider } from './database.provider';
import { createAppRouter } from './router';
import type { Services } from './services';
import { ServicesProvider } from './services.context';
import { theme } from './theme';

export function App({ services }: { services: Services }) {
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" />
      <ServicesProvider services={services}>
        <DatabaseProvider>
          <RouterProvider router={router} />
        </DatabaseProvider>
      </ServicesProvider>
    </MantineProvider>
  );
}

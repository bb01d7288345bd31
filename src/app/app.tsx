import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { DatabaseProvider } from './database.provider';
import { IdleLock } from '../features/shell/lock/idle-lock';
import { PwaUpdate } from '../features/shell/offline/pwa-update';
import { PreloadScreens } from './preload-screens';
import { createAppRouter } from './router';
import type { Services } from '../shared/services/services.types';
import { ServicesProvider } from '../shared/services/services.context';
import { SessionGate } from './session-gate';
import { theme } from './theme';

export function App({ services }: { services: Services }) {
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" />
      <ServicesProvider services={services}>
        <PwaUpdate />
        <SessionGate>
          <DatabaseProvider>
            <IdleLock />
            <PreloadScreens />
            <RouterProvider router={router} />
          </DatabaseProvider>
        </SessionGate>
      </ServicesProvider>
    </MantineProvider>
  );
}

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { lazy, Suspense, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AfterFirstScreen } from './after-first-screen';
import { DatabaseProvider } from './database.provider';
import { IdleLock } from '../features/shell/lock/idle-lock';
import { PreloadScreens } from './preload-screens';
import { createAppRouter } from './router';
import type { Services } from '../shared/services/services.types';
import { ServicesProvider } from '../shared/services/services.context';
import { SessionGate } from './session-gate';
import { OrganizationColours } from './organization-colours';
import { createAppTheme, DEFAULT_THEME_COLOURS } from './theme';
import { AppearanceSync } from '../features/appearance/appearance-sync';
import { colourSchemeManager, readDeviceDensity } from '../features/appearance/device-appearance';

// The service worker is registered once the first screen is painted, as Workbox advises: its
// registration code and the precache downloads do not compete with the first load.
const PwaUpdate = lazy(() =>
  import('../features/shell/offline/pwa-update').then((m) => ({ default: m.PwaUpdate })),
);

export function App({ services }: { services: Services }) {
  const [router] = useState(createAppRouter);
  const [colours, setColours] = useState(DEFAULT_THEME_COLOURS);
  const [density, setDensity] = useState(readDeviceDensity);
  const theme = useMemo(() => createAppTheme(colours, density), [colours, density]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      colorSchemeManager={colourSchemeManager}
    >
      <Notifications position="top-right" />
      <ServicesProvider services={services}>
        <AfterFirstScreen>
          <Suspense fallback={null}>
            <PwaUpdate />
          </Suspense>
        </AfterFirstScreen>
        <SessionGate>
          <DatabaseProvider>
            <OrganizationColours onChange={setColours} />
            <AppearanceSync onDensity={setDensity} />
            <IdleLock />
            <PreloadScreens />
            <RouterProvider router={router} />
          </DatabaseProvider>
        </SessionGate>
      </ServicesProvider>
    </MantineProvider>
  );
}

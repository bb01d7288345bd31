import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, mayReloadForChunk, reloadForChunk } from '../shared/lazy/load-chunk';
import { routePath } from '../shared/routes/route-table';
import { RouteLoading } from './route-loading';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * A screen that threw while rendering, or whose code could not be loaded, shows this inside the
 * shell: the sidebar, the sync button and every queued change stay as they were. Code that could
 * not be loaded reloads the page once first (the address is the screen's by now): the browser
 * keeps a failed chunk for the page's life, and the failure is usually a passing one.
 */
export function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && mayReloadForChunk());
  useEffect(() => {
    if (reloading) reloadForChunk();
  }, [reloading]);
  if (reloading) return <RouteLoading />;
  return (
    <Stack align="center" gap="sm" py="xl" role="alert" maw={560} mx="auto">
      <IconAlertTriangle size={36} stroke={1.5} color="var(--mantine-color-red-6)" />
      <Title order={1} fz={22} ta="center">
        This page could not be shown
      </Title>
      <Text c="dimmed" ta="center">
        Your data and any changes waiting to sync are safe. Reloading usually fixes this; if it
        keeps happening, tell your administrator what you were doing.
      </Text>
      <Code block maw="100%" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {describe(error)}
      </Code>
      <Group>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="default" component={Link} to={routePath('dashboard')}>
          Go to the dashboard
        </Button>
      </Group>
    </Stack>
  );
}

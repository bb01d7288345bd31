import { Center, Loader } from '@mantine/core';

/** Shown while the first screen's code arrives (from the service worker's cache once installed). */
export function RouteLoading() {
  return (
    <Center mih="60vh">
      <Loader aria-label="Loading the page" />
    </Center>
  );
}

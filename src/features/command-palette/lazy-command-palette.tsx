import { notifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from '../../shared/when-idle';
import { loadCommandPalette } from './palette-loader';
import { onPaletteRequest, requestCommandPalette, takePaletteRequest } from './palette-request';

const IDLE_TIMEOUT_MS = 3_000;

/**
 * The command palette, kept off the first load (issue 10's budget): its code loads when the
 * browser is first idle, or at once when the user asks for it (Cmd+K, the search box), and then
 * opens. If the code cannot be fetched (offline before the service worker had it), the page goes
 * on without it, a user's request is answered with a notice, and the load is tried again when the
 * connection returns.
 */
export function LazyCommandPalette() {
  const [Palette, setPalette] = useState<ComponentType | null>(null);
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(
    () =>
      onPaletteRequest(() => {
        setWanted(true);
        setAttempt((count) => count + 1);
      }),
    [],
  );

  useEffect(
    () => (wanted ? undefined : whenIdle(() => setWanted(true), IDLE_TIMEOUT_MS)),
    [wanted],
  );

  useEffect(() => {
    if (Palette) return;
    // Before the palette is mounted, its own Cmd+K handler is not there yet.
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        requestCommandPalette();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [Palette]);

  useEffect(() => {
    if (!wanted || Palette) return;
    let current = true;
    const retry = () => setAttempt((count) => count + 1);
    loadCommandPalette().then(
      (component) => {
        if (current) setPalette(() => component);
      },
      () => {
        if (!current) return;
        if (takePaletteRequest()) {
          notifications.show({
            color: 'yellow',
            title: 'Search is not available yet',
            message: 'It loads when the connection returns.',
          });
        }
        window.addEventListener('online', retry, { once: true });
      },
    );
    return () => {
      current = false;
      window.removeEventListener('online', retry);
    };
  }, [wanted, Palette, attempt]);

  return Palette ? <Palette /> : null;
}

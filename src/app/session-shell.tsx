import { InitialSyncContainer } from '../features/shell/sync/initial-sync.container';
import { HeaderSessionControls } from '../features/shell/header/header-session-controls';
import { LazyCommandPalette } from '../features/command-palette/lazy-command-palette';
import { PaletteButton } from '../features/command-palette/palette-button';
import { KeyboardShortcuts } from '../features/shortcuts/keyboard-shortcuts';
import type { ContextActionSpec } from '../shared/routes/route-table';
import { useSession } from '../shared/services/services.context';
import { ContextBarContainer } from './context-bar.container';

// The parts of the app shell only a signed-in user sees, in a chunk of their own that the app
// shell loads after login (app-shell.tsx): the login page's first load does not carry them.

export function SessionHeaderControls() {
  const { user } = useSession();
  return user ? <HeaderSessionControls user={user} search={<PaletteButton />} /> : null;
}

/** Above the screen: the first download's progress and the route's context bar. */
export function SessionMainTop({ specs }: { specs: readonly ContextActionSpec[] | undefined }) {
  return (
    <>
      <InitialSyncContainer />
      <ContextBarContainer specs={specs} />
    </>
  );
}

/** The command palette and the keyboard shortcuts: no markup until asked for. */
export function SessionOverlays() {
  return (
    <>
      <LazyCommandPalette />
      <KeyboardShortcuts />
    </>
  );
}

import { canWriteClaims } from '../../domain/permissions';
import { canCreateTasks } from '../../domain/task-access';
import type { RouteId } from '../routes/route-table';

/**
 * The one table of the app's keyboard shortcuts (issue 16): the dispatcher
 * (`shortcut-dispatcher.ts`) runs them and the help sheet (`?`) lists them, so the two never
 * disagree. `keys` is a sequence of single keys pressed one after the other ("g" then "c").
 */
export type ShortcutAction =
  | { kind: 'go'; route: RouteId }
  | { kind: 'new'; route: RouteId }
  | { kind: 'syncNow' }
  | { kind: 'toggleClaimsView' }
  | { kind: 'help' }
  /** Handled by the command palette itself (a modifier chord), listed for the help sheet. */
  | { kind: 'palette' };

export interface Shortcut {
  keys: readonly string[];
  label: string;
  group: 'Go to' | 'Create' | 'Actions';
  action: ShortcutAction;
  /** Offered only to users with these rights (a `go` also needs to be allowed to open its page). */
  allowed?: (permissions: readonly string[] | undefined) => boolean;
}

/** The palette's chord, in Mantine's hotkey notation. */
export const PALETTE_SHORTCUT = 'mod + K';

export const SHORTCUTS: readonly Shortcut[] = [
  {
    keys: ['g', 'h'],
    label: 'Dashboard',
    group: 'Go to',
    action: { kind: 'go', route: 'dashboard' },
  },
  { keys: ['g', 'c'], label: 'Claims', group: 'Go to', action: { kind: 'go', route: 'claims' } },
  { keys: ['g', 't'], label: 'Tasks', group: 'Go to', action: { kind: 'go', route: 'tasks' } },
  {
    keys: ['g', 'k'],
    label: 'Calendar',
    group: 'Go to',
    action: { kind: 'go', route: 'calendar' },
  },
  { keys: ['g', 'l'], label: 'Clients', group: 'Go to', action: { kind: 'go', route: 'clients' } },
  {
    keys: ['g', 'd'],
    label: 'Documents',
    group: 'Go to',
    action: { kind: 'go', route: 'documents' },
  },
  {
    keys: ['n', 'c'],
    label: 'New claim',
    group: 'Create',
    action: { kind: 'new', route: 'claims' },
    allowed: canWriteClaims,
  },
  {
    keys: ['n', 't'],
    label: 'New task',
    group: 'Create',
    action: { kind: 'new', route: 'tasks' },
    allowed: canCreateTasks,
  },
  { keys: ['mod+k'], label: 'Search everything', group: 'Actions', action: { kind: 'palette' } },
  { keys: ['s'], label: 'Sync now', group: 'Actions', action: { kind: 'syncNow' } },
  {
    keys: ['v'],
    label: 'Claims: switch list / kanban',
    group: 'Actions',
    action: { kind: 'toggleClaimsView' },
  },
  { keys: ['?'], label: 'Keyboard shortcuts', group: 'Actions', action: { kind: 'help' } },
];

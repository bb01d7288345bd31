import {
  DASHBOARD_WIDGETS,
  type DashboardLayout,
  type DashboardWidget,
  type DashboardWidgetId,
  type WidgetSize,
} from './dashboard-layout.schema';
import { hasPermission } from './permissions';

// Layout rules of the dashboard (issue 16): which widgets a role may show, the layout of a user
// who never customized, and the edits of the Customize panel. Pure, so both screens share them.

/** Widgets that need a permission beyond a session; the rest show the user's own data. */
const WIDGET_PERMISSION: Partial<Record<DashboardWidgetId, 'view_reports'>> = {
  teamWorkload: 'view_reports',
};

export const WIDGET_TITLES: Readonly<Record<DashboardWidgetId, string>> = {
  claimsByStatus: 'Claims by status',
  overdueClaims: 'Claims past their status timeout',
  claimsPerWeek: 'Claims opened and closed per week',
  myTasks: 'My tasks due today and overdue',
  upcomingEvents: 'Upcoming events',
  recentClaims: 'Recently updated claims',
  documentsToReview: 'Documents awaiting review',
  teamWorkload: 'Team workload',
  syncHealth: 'Sync health of this device',
};

const DEFAULT_SIZE: Readonly<Record<DashboardWidgetId, WidgetSize>> = {
  claimsByStatus: 'half',
  overdueClaims: 'half',
  claimsPerWeek: 'full',
  myTasks: 'third',
  upcomingEvents: 'third',
  recentClaims: 'third',
  documentsToReview: 'half',
  teamWorkload: 'half',
  syncHealth: 'third',
};

export function mayShowWidget(permissions: readonly string[], id: DashboardWidgetId): boolean {
  const needed = WIDGET_PERMISSION[id];
  return !needed || hasPermission(permissions, needed);
}

/** The layout of a user who never customized: reports first for those who read them. */
export function defaultDashboardLayout(permissions: readonly string[]): DashboardLayout {
  const order: readonly DashboardWidgetId[] = hasPermission(permissions, 'view_reports')
    ? [
        'claimsByStatus',
        'teamWorkload',
        'claimsPerWeek',
        'overdueClaims',
        'documentsToReview',
        'myTasks',
        'upcomingEvents',
        'recentClaims',
        'syncHealth',
      ]
    : [
        'myTasks',
        'upcomingEvents',
        'syncHealth',
        'overdueClaims',
        'documentsToReview',
        'recentClaims',
        'claimsByStatus',
      ];
  return { widgets: order.map((id) => ({ id, size: DEFAULT_SIZE[id] })) };
}

/**
 * What the dashboard shows: the stored layout (null: never customized → the role's default),
 * without the widgets the user's role no longer allows.
 */
export function effectiveLayout(
  stored: DashboardLayout | null | undefined,
  permissions: readonly string[],
): DashboardLayout {
  const layout = stored ?? defaultDashboardLayout(permissions);
  return { widgets: layout.widgets.filter((w) => mayShowWidget(permissions, w.id)) };
}

/** Widgets the user may add: allowed and not on the dashboard yet, in the catalogue's order. */
export function addableWidgets(
  layout: DashboardLayout,
  permissions: readonly string[],
): DashboardWidgetId[] {
  const shown = new Set(layout.widgets.map((w) => w.id));
  return DASHBOARD_WIDGETS.filter((id) => !shown.has(id) && mayShowWidget(permissions, id));
}

/** Adds a widget at the end at its usual size; a widget already shown is left where it is. */
export function addWidget(layout: DashboardLayout, id: DashboardWidgetId): DashboardLayout {
  if (layout.widgets.some((w) => w.id === id)) return layout;
  return { widgets: [...layout.widgets, { id, size: DEFAULT_SIZE[id] }] };
}

export function removeWidget(layout: DashboardLayout, id: DashboardWidgetId): DashboardLayout {
  return { widgets: layout.widgets.filter((w) => w.id !== id) };
}

/** Moves the widget at `from` to `to`; out-of-range positions change nothing. */
export function moveWidget(layout: DashboardLayout, from: number, to: number): DashboardLayout {
  const { widgets } = layout;
  if (from === to || from < 0 || to < 0 || from >= widgets.length || to >= widgets.length) {
    return layout;
  }
  const next = [...widgets];
  const [moved] = next.splice(from, 1) as [DashboardWidget];
  next.splice(to, 0, moved);
  return { widgets: next };
}

export function resizeWidget(
  layout: DashboardLayout,
  id: DashboardWidgetId,
  size: WidgetSize,
): DashboardLayout {
  return { widgets: layout.widgets.map((w) => (w.id === id ? { ...w, size } : w)) };
}

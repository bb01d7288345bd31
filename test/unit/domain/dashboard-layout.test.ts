import { describe, expect, it } from 'vitest';
import {
  addableWidgets,
  addWidget,
  defaultDashboardLayout,
  effectiveLayout,
  moveWidget,
  removeWidget,
  resizeWidget,
} from '../../../src/domain/dashboard-layout';
import {
  dashboardLayoutSchema,
  type DashboardLayout,
} from '../../../src/domain/dashboard-layout.schema';
import { DEFAULT_ROLES } from '../../../src/domain/permissions';

const manager = DEFAULT_ROLES.Manager!;
const user = DEFAULT_ROLES.User!;
const ids = (layout: { widgets: { id: string }[] }) => layout.widgets.map((w) => w.id);

describe('dashboard layout rules', () => {
  it('gives each role a valid default; team workload only to those who read reports', () => {
    for (const permissions of Object.values(DEFAULT_ROLES)) {
      expect(dashboardLayoutSchema.safeParse(defaultDashboardLayout(permissions)).success).toBe(
        true,
      );
    }
    expect(ids(defaultDashboardLayout(manager))).toContain('teamWorkload');
    expect(ids(defaultDashboardLayout(['all']))[0]).toBe('claimsByStatus');
    expect(ids(defaultDashboardLayout(user))).not.toContain('teamWorkload');
    expect(ids(defaultDashboardLayout(user))[0]).toBe('myTasks');
  });

  it('shows the stored layout, or the default when never customized, minus forbidden widgets', () => {
    const stored: DashboardLayout = {
      widgets: [
        { id: 'teamWorkload', size: 'full' },
        { id: 'syncHealth', size: 'third' },
      ],
    };
    expect(ids(effectiveLayout(stored, manager))).toEqual(['teamWorkload', 'syncHealth']);
    expect(ids(effectiveLayout(stored, user))).toEqual(['syncHealth']);
    expect(effectiveLayout(null, user)).toEqual(defaultDashboardLayout(user));
    expect(effectiveLayout(undefined, manager)).toEqual(defaultDashboardLayout(manager));
    expect(effectiveLayout({ widgets: [] }, user).widgets).toEqual([]);
  });

  it('adds, removes, reorders and resizes', () => {
    const start: DashboardLayout = { widgets: [{ id: 'myTasks', size: 'third' }] };
    const added = addWidget(start, 'syncHealth');
    expect(ids(added)).toEqual(['myTasks', 'syncHealth']);
    expect(addWidget(added, 'myTasks')).toBe(added);
    expect(addableWidgets(added, user)).not.toContain('myTasks');
    expect(addableWidgets(added, user)).not.toContain('teamWorkload');
    expect(addableWidgets(added, manager)).toContain('teamWorkload');
    const moved = moveWidget(added, 1, 0);
    expect(ids(moved)).toEqual(['syncHealth', 'myTasks']);
    expect(moveWidget(moved, 0, 5)).toBe(moved);
    expect(moveWidget(moved, -1, 0)).toBe(moved);
    expect(resizeWidget(moved, 'myTasks', 'full').widgets[1]).toEqual({
      id: 'myTasks',
      size: 'full',
    });
    expect(ids(removeWidget(moved, 'syncHealth'))).toEqual(['myTasks']);
  });

  it('refuses a widget twice or an unknown size', () => {
    const twice = {
      widgets: [
        { id: 'myTasks', size: 'half' },
        { id: 'myTasks', size: 'full' },
      ],
    };
    expect(dashboardLayoutSchema.safeParse(twice).success).toBe(false);
    const size = { widgets: [{ id: 'myTasks', size: 'quarter' }] };
    expect(dashboardLayoutSchema.safeParse(size).success).toBe(false);
  });
});

import { z } from 'zod';

// The dashboard's widgets and the user's layout of them (issue 16), kept in the user's synced
// preferences under `dashboard` so the layout follows them to every device.

export const DASHBOARD_WIDGETS = [
  'claimsByStatus',
  'overdueClaims',
  'claimsPerWeek',
  'myTasks',
  'upcomingEvents',
  'recentClaims',
  'documentsToReview',
  'teamWorkload',
  'syncHealth',
] as const;
export type DashboardWidgetId = (typeof DASHBOARD_WIDGETS)[number];

/** A widget's width in the grid: a third, a half or the full row (one column on a phone). */
export const WIDGET_SIZES = ['third', 'half', 'full'] as const;
export type WidgetSize = (typeof WIDGET_SIZES)[number];

export const dashboardWidgetSchema = z.object({
  id: z.enum(DASHBOARD_WIDGETS, 'Unknown dashboard widget'),
  size: z.enum(WIDGET_SIZES, 'Widget size must be third, half or full'),
});

export const dashboardLayoutSchema = z.object({
  widgets: z
    .array(dashboardWidgetSchema)
    .max(DASHBOARD_WIDGETS.length)
    .refine(
      (widgets) => new Set(widgets.map((w) => w.id)).size === widgets.length,
      'A widget appears once',
    ),
});

export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;

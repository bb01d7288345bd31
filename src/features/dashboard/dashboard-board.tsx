import '@mantine/charts/styles.css';
import { Grid, Group, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { hasPermission } from '../../domain/permissions';
import type { DashboardWidgetId, WidgetSize } from '../../domain/dashboard-layout.schema';
import { routePath } from '../../shared/routes/route-table';
import { StatePanel } from '../../shared/ui/state-panel';
import { CustomizePanel } from './customize-panel';
import { OPEN_RANGE, type ReportRange } from './data/report-range';
import { useDashboardData, type WidgetProps } from './dashboard-data';
import { useDashboardLayout } from './use-dashboard-layout';
import { ClaimsByStatusWidget } from './widgets/claims-by-status.widget';
import { ClaimsPerWeekWidget } from './widgets/claims-per-week.widget';
import { DocumentsToReviewWidget } from './widgets/documents-to-review.widget';
import { MyTasksWidget } from './widgets/my-tasks.widget';
import { OverdueClaimsWidget } from './widgets/overdue-claims.widget';
import { RecentClaimsWidget } from './widgets/recent-claims.widget';
import { SyncHealthWidget } from './widgets/sync-health.widget';
import { TeamWorkloadWidget } from './widgets/team-workload.widget';
import { UpcomingEventsWidget } from './widgets/upcoming-events.widget';

const WIDGETS: Record<DashboardWidgetId, ComponentType<WidgetProps>> = {
  claimsByStatus: ClaimsByStatusWidget,
  overdueClaims: OverdueClaimsWidget,
  claimsPerWeek: ClaimsPerWeekWidget,
  myTasks: MyTasksWidget,
  upcomingEvents: UpcomingEventsWidget,
  recentClaims: RecentClaimsWidget,
  documentsToReview: DocumentsToReviewWidget,
  teamWorkload: TeamWorkloadWidget,
  syncHealth: SyncHealthWidget,
};

// One column on a phone; a third is half a row on a tablet.
const SPANS: Record<WidgetSize, { base: number; sm?: number; lg?: number }> = {
  third: { base: 12, sm: 6, lg: 4 },
  half: { base: 12, lg: 6 },
  full: { base: 12 },
};

/** The widgets in the user's layout, and the Customize panel while customizing. */
export function DashboardBoard({ customize }: { customize: boolean }) {
  const navigate = useNavigate();
  const { layout, permissions, customized, loading, save, reset } = useDashboardLayout();
  const data = useDashboardData();
  const reports = hasPermission(permissions, 'view_reports');
  const [range, setRange] = useState<ReportRange>(OPEN_RANGE);
  if (loading) return <StatePanel state={{ kind: 'loading', label: 'Loading your dashboard…' }} />;
  return (
    <>
      {customize && (
        <CustomizePanel
          layout={layout}
          permissions={permissions}
          customized={customized}
          onChange={save}
          onReset={reset}
          onDone={() => void navigate(routePath('dashboard'))}
        />
      )}
      {reports && (
        <Group justify="flex-end" my="sm" gap="xs">
          <Text size="sm" c="dimmed">
            Charts from
          </Text>
          <DatePickerInput
            type="range"
            aria-label="Report dates"
            placeholder="All dates"
            leftSection={<IconCalendar size={16} stroke={1.6} />}
            value={[range.from, range.to]}
            onChange={([from, to]) => setRange({ from: from || null, to: to || null })}
            clearable
            allowSingleDateInRange
            w={240}
            size="sm"
            valueFormat="MMM D, YYYY"
          />
        </Group>
      )}
      {layout.widgets.length === 0 ? (
        <StatePanel
          state={{
            kind: 'empty',
            title: 'No widgets on your dashboard',
            description: 'Use Customize to add some, or reset to the default layout.',
          }}
        />
      ) : (
        <Grid gap="lg" mt={reports ? 0 : 'md'}>
          {layout.widgets.map(({ id, size }) => {
            const Widget = WIDGETS[id];
            return (
              <Grid.Col key={id} span={SPANS[size]}>
                <Widget data={data} range={range} reports={reports} />
              </Grid.Col>
            );
          })}
        </Grid>
      )}
    </>
  );
}

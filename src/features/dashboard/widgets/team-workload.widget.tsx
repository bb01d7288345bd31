import { BarChart } from '@mantine/charts';
import { useMemo } from 'react';
import { ChartTable } from '../chart-table';
import { CsvExportButton } from '../csv-export-button';
import type { CsvColumn } from '../data/chart-csv';
import { teamWorkload, type Workload } from '../data/team-workload.data';
import type { WidgetProps } from '../dashboard-data';
import { WidgetCard } from '../widget-card';
import { linkTo } from './links';

const COLUMNS: CsvColumn<Workload>[] = [
  { header: 'Adjuster', value: (r) => r.name },
  { header: 'Open claims', value: (r) => r.openClaims },
  { header: 'Open tasks', value: (r) => r.openTasks },
];

/** Open claims and tasks per person (view_reports only; the layout rules keep it from others). */
export function TeamWorkloadWidget({ data }: WidgetProps) {
  const rows = useMemo(
    () =>
      teamWorkload(
        data.claims,
        data.tasks,
        data.users.map((u) => ({
          id: u.id,
          name: data.userNames[u.id] ?? '',
          isActive: u.isActive,
        })),
        data.statuses,
      ),
    [data.claims, data.tasks, data.users, data.userNames, data.statuses],
  );
  const title = 'Team workload';
  return (
    <WidgetCard
      widgetId="teamWorkload"
      title={title}
      help="Open claims (not closed) and open tasks per person."
      link={{ to: linkTo('claims'), label: 'Open the claims list' }}
      loading={data.claimsLoading || data.tasksLoading || data.usersLoading}
      empty={rows.length === 0}
      emptyText="Nobody holds open claims or tasks."
      actions={<CsvExportButton name="team-workload" label={title} rows={rows} columns={COLUMNS} />}
    >
      {/* inert: the chart is for the eye; its table below is what a keyboard or screen reader uses. */}
      <div aria-hidden="true" inert>
        <BarChart
          h={Math.max(160, rows.length * 36)}
          data={rows}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 130, interval: 0 }}
          series={[
            { name: 'openClaims', label: 'Open claims', color: 'brand.6' },
            { name: 'openTasks', label: 'Open tasks', color: 'orange.6' },
          ]}
          withLegend
          gridAxis="x"
          xAxisProps={{ allowDecimals: false }}
        />
      </div>
      <ChartTable
        caption={title}
        headers={['Adjuster', 'Open claims', 'Open tasks']}
        rows={rows.map((r) => [r.name, r.openClaims, r.openTasks])}
      />
    </WidgetCard>
  );
}

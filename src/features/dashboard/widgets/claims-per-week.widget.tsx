import { LineChart } from '@mantine/charts';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { ChartTable } from '../chart-table';
import { CsvExportButton } from '../csv-export-button';
import type { CsvColumn } from '../data/chart-csv';
import { claimsPerWeek, DEFAULT_WEEKS, type WeekCount } from '../data/claims-per-week.data';
import type { WidgetProps } from '../dashboard-data';
import { WidgetCard } from '../widget-card';
import { claimsOpenedIn } from './links';

const COLUMNS: CsvColumn<WeekCount>[] = [
  { header: 'Week of', value: (r) => r.week },
  { header: 'Opened', value: (r) => r.opened },
  { header: 'Closed', value: (r) => r.closed },
];

const weekLabel = (week: string) => dayjs(week).format('MMM D');

export function ClaimsPerWeekWidget({ data, range, reports }: WidgetProps) {
  const rows = useMemo(
    () => claimsPerWeek(data.claims, data.statuses, data.now, range),
    [data.claims, data.statuses, data.now, range],
  );
  const chart = useMemo(() => rows.map((r) => ({ ...r, label: weekLabel(r.week) })), [rows]);
  const title = 'Claims opened and closed per week';
  const shown = rows.length ? { from: rows[0]!.week, to: range.to } : range;
  return (
    <WidgetCard
      widgetId="claimsPerWeek"
      title={title}
      help={`Weeks start on Monday${range.from || range.to ? '' : `; the last ${DEFAULT_WEEKS} weeks`}. Closed means moved into a status without a timeout.`}
      link={{ to: claimsOpenedIn(shown), label: 'Claims opened in these weeks' }}
      loading={data.claimsLoading}
      empty={rows.length === 0}
      emptyText="No claim was opened or closed in these weeks."
      actions={
        reports && (
          <CsvExportButton name="claims-per-week" label={title} rows={rows} columns={COLUMNS} />
        )
      }
    >
      {/* inert: the chart is for the eye; its table below is what a keyboard or screen reader uses. */}
      <div aria-hidden="true" inert>
        <LineChart
          h={240}
          data={chart}
          dataKey="label"
          series={[
            { name: 'opened', label: 'Opened', color: 'blue.6' },
            { name: 'closed', label: 'Closed', color: 'teal.6' },
          ]}
          curveType="monotone"
          tickLine="y"
          gridAxis="y"
          withLegend
          yAxisProps={{ allowDecimals: false }}
        />
      </div>
      <ChartTable
        caption={title}
        headers={['Week of', 'Opened', 'Closed']}
        rows={rows.map((r) => [weekLabel(r.week), r.opened, r.closed])}
      />
    </WidgetCard>
  );
}

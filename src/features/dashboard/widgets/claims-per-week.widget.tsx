import { LineChart } from '@mantine/charts';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { ChartWidgetCard } from '../chart-widget-card';
import type { CsvColumn } from '../data/chart-csv';
import { claimsPerWeek, DEFAULT_WEEKS, type WeekCount } from '../data/claims-per-week.data';
import type { WidgetProps } from '../dashboard-data';
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
  const shown = rows.length ? { from: rows[0]!.week, to: range.to } : range;
  return (
    <ChartWidgetCard
      widgetId="claimsPerWeek"
      title="Claims opened and closed per week"
      help={`Weeks start on Monday${range.from || range.to ? '' : `; the last ${DEFAULT_WEEKS} weeks`}. Closed means moved into a status without a timeout.`}
      link={{ to: claimsOpenedIn(shown), label: 'Claims opened in these weeks' }}
      loading={data.claimsLoading}
      emptyText="No claim was opened or closed in these weeks."
      rows={rows}
      columns={COLUMNS}
      csvName="claims-per-week"
      reports={reports}
      tableRow={(r) => [weekLabel(r.week), r.opened, r.closed]}
      chart={
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
      }
    />
  );
}

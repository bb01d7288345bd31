import { BarChart } from '@mantine/charts';
import { useMemo } from 'react';
import { ChartWidgetCard } from '../chart-widget-card';
import { claimsByStatus, type StatusCount } from '../data/claims-by-status.data';
import type { CsvColumn } from '../data/chart-csv';
import type { WidgetProps } from '../dashboard-data';
import { claimsOpenedIn } from './links';

const COLUMNS: CsvColumn<StatusCount>[] = [
  { header: 'Status', value: (r) => r.status },
  { header: 'Claims', value: (r) => r.count },
];

export function ClaimsByStatusWidget({ data, range, reports }: WidgetProps) {
  const rows = useMemo(
    () => claimsByStatus(data.claims, data.statuses, range),
    [data.claims, data.statuses, range],
  );
  return (
    <ChartWidgetCard
      widgetId="claimsByStatus"
      title="Claims by status"
      help={
        range.from || range.to
          ? 'Claims opened in the chosen dates, by status.'
          : 'Every claim you can see, by its status.'
      }
      link={{ to: claimsOpenedIn(range), label: 'Open the claims list' }}
      loading={data.claimsLoading}
      emptyText="No claims to count yet."
      rows={rows}
      columns={COLUMNS}
      csvName="claims-by-status"
      reports={reports}
      chart={
        <BarChart
          h={Math.max(160, rows.length * 30 + 30)}
          data={rows}
          dataKey="status"
          orientation="vertical"
          series={[{ name: 'count', label: 'Claims', color: 'brand.6' }]}
          gridAxis="x"
          withTooltip
          // Status names read along the left, every one shown.
          yAxisProps={{ width: 130, interval: 0 }}
          xAxisProps={{ allowDecimals: false }}
        />
      }
    />
  );
}

import { BarChart } from '@mantine/charts';
import { useMemo } from 'react';
import { ChartTable } from '../chart-table';
import { CsvExportButton } from '../csv-export-button';
import { claimsByStatus, type StatusCount } from '../data/claims-by-status.data';
import type { CsvColumn } from '../data/chart-csv';
import type { WidgetProps } from '../dashboard-data';
import { WidgetCard } from '../widget-card';
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
  const title = 'Claims by status';
  return (
    <WidgetCard
      widgetId="claimsByStatus"
      title={title}
      help={
        range.from || range.to
          ? 'Claims opened in the chosen dates, by status.'
          : 'Every claim you can see, by its status.'
      }
      link={{ to: claimsOpenedIn(range), label: 'Open the claims list' }}
      loading={data.claimsLoading}
      empty={rows.length === 0}
      emptyText="No claims to count yet."
      actions={
        reports && (
          <CsvExportButton name="claims-by-status" label={title} rows={rows} columns={COLUMNS} />
        )
      }
    >
      {/* inert: the chart is for the eye; its table below is what a keyboard or screen reader uses. */}
      <div aria-hidden="true" inert>
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
      </div>
      <ChartTable
        caption={title}
        headers={['Status', 'Claims']}
        rows={rows.map((r) => [r.status, r.count])}
      />
    </WidgetCard>
  );
}

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
      <div aria-hidden="true">
        <BarChart
          h={220}
          data={rows}
          dataKey="status"
          series={[{ name: 'count', label: 'Claims', color: 'brand.6' }]}
          tickLine="y"
          gridAxis="y"
          withTooltip
          yAxisProps={{ allowDecimals: false }}
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

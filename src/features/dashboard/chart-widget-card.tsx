import type { ReactNode } from 'react';
import { ChartTable } from './chart-table';
import { CsvExportButton } from './csv-export-button';
import type { CsvColumn } from './data/chart-csv';
import { WidgetCard, type WidgetCardProps } from './widget-card';

/**
 * A chart widget: the widget frame, the chart hidden from screen readers with its rows as a table
 * for them, and, with `view_reports`, the same rows as CSV (the file name is `csvName`).
 */
export function ChartWidgetCard<T>(
  props: Omit<WidgetCardProps, 'empty' | 'actions' | 'children' | 'regionLabel'> & {
    rows: readonly T[];
    columns: readonly CsvColumn<T>[];
    csvName: string;
    reports: boolean;
    /** The table's cells when they read better than the CSV's values (a formatted week). */
    tableRow?: (row: T) => (string | number)[];
    chart: ReactNode;
  },
) {
  const { rows, columns, csvName, reports, tableRow, chart, ...card } = props;
  const cells = tableRow ?? ((row: T) => columns.map((column) => column.value(row)));
  return (
    <WidgetCard
      {...card}
      empty={rows.length === 0}
      actions={
        reports && (
          <CsvExportButton name={csvName} label={card.title} rows={rows} columns={columns} />
        )
      }
    >
      {/* inert: the chart is for the eye; its table below is what a keyboard or screen reader uses. */}
      <div aria-hidden="true" inert>
        {chart}
      </div>
      <ChartTable
        caption={card.title}
        headers={columns.map((column) => column.header)}
        rows={rows.map(cells)}
      />
    </WidgetCard>
  );
}

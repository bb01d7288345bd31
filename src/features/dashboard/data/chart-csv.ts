import Papa from 'papaparse';
import { safeCsvCell } from '../../../domain/csv-cell';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number;
}

/** A chart's data as CSV (header row first), the same rows its hidden table lists. */
export function chartCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return Papa.unparse({
    fields: columns.map((c) => c.header),
    // Names (statuses, people) are user text: written so no spreadsheet runs them as formulas.
    data: rows.map((row) =>
      columns.map((c) => {
        const value = c.value(row);
        return typeof value === 'number' ? value : safeCsvCell(value);
      }),
    ),
  });
}

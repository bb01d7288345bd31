import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { saveFile } from '../../shared/ui/save-file';
import { chartCsv, type CsvColumn } from './data/chart-csv';

/** Downloads a chart's data as CSV (reports only). */
export function CsvExportButton<T>(props: {
  name: string;
  label: string;
  rows: readonly T[];
  columns: readonly CsvColumn<T>[];
}) {
  const { name, label, rows, columns } = props;
  const download = () => {
    const csv = chartCsv(rows, columns);
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
  };
  return (
    <Tooltip label={`Export ${label} as CSV`}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Export ${label} as CSV`}
        disabled={rows.length === 0}
        onClick={download}
      >
        <IconFileDownload size={18} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}

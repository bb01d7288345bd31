import { Box } from '@mantine/core';
import { memo, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { cellClass, ROW_HEIGHT, type TableColumn } from './table-layout';

export type RowAttributes = Record<`data-${string}`, string | undefined>;

export interface VirtualTableRowProps<Row> {
  row: Row;
  rowKey: string;
  index: number;
  columns: readonly TableColumn[];
  renderCell: (row: Row, column: string, rowState: string | undefined) => ReactNode;
  rowState: string | undefined;
  rowAttributes?: (row: Row) => RowAttributes;
  /** Offset from the top of the list (virtualized), and the grid's column template. */
  top: number;
  template: string;
  onOpen: (key: string) => void;
  onKeyNavigate: (index: number, event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * One row; memoized, so a change elsewhere (a filter keystroke that keeps it, another row's sync
 * state) does not re-render it. Its cells depend on the row, `renderCell` and `rowState` only.
 * (Typed for any row below; memo() cannot keep a generic.)
 */
export const VirtualTableRow = memo(function VirtualTableRow(props: VirtualTableRowProps<unknown>) {
  const { row, rowKey, index, columns, renderCell, rowState, top, template, onOpen } = props;
  return (
    <Box
      role="row"
      aria-rowindex={index + 2}
      tabIndex={0}
      data-index={index}
      {...props.rowAttributes?.(row)}
      className="data-grid-row"
      onClick={() => onOpen(rowKey)}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(rowKey);
        } else props.onKeyNavigate(index, event);
      }}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        transform: `translateY(${top}px)`,
        display: 'grid',
        gridTemplateColumns: template,
        borderBottom: '1px solid var(--app-subtle)',
      }}
    >
      {columns.map((column, position) => (
        <Box
          key={column.key}
          role="cell"
          className={cellClass(position)}
          style={column.align === 'right' ? { justifyContent: 'flex-end' } : undefined}
        >
          {renderCell(row, column.key, rowState)}
        </Box>
      ))}
    </Box>
  );
}) as unknown as <Row>(props: VirtualTableRowProps<Row>) => ReactElement;

import { Box, Paper } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { StatePanel, type PanelState } from '../state-panel';
import { SortHeader } from './sort-header';
import {
  cellClass,
  gridTemplateOf,
  HEADER_HEIGHT,
  minWidthOf,
  ROW_HEIGHT,
  TABLE_CSS,
  type TableColumn,
} from './table-layout';
import { nextSort, type TableSort } from './table-sort';
import { VirtualTableRow, type RowAttributes } from './virtual-table-row';

export interface VirtualTableProps<Row> {
  /** Already filtered and sorted. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly TableColumn[];
  /** Stable (memoized): rows re-render when it changes. */
  renderCell: (row: Row, column: string, rowState: string | undefined) => ReactNode;
  /** What a row shows beyond the row itself (its sync state); the row re-renders when it changes. */
  rowState?: (row: Row) => string | undefined;
  /** `data-*` attributes of a row (its id for tests, flags for styles). */
  rowAttributes?: (row: Row) => RowAttributes;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  onOpen: (key: string) => void;
  /** The table's accessible name. */
  label: string;
  /** Loading or error instead of rows; the empty state shows when `rows` is empty. */
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  empty: Extract<PanelState, { kind: 'empty' }>;
  height?: number | string;
}

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };

/**
 * A virtualized ARIA table, smooth with tens of thousands of rows: sortable headers, rows that
 * open on click, Enter or Space, arrow and page keys between rows, a sticky first column.
 */
export function VirtualTable<Row>(props: VirtualTableProps<Row>) {
  const { rows, columns, sort, onSortChange, onOpen, renderCell } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const template = gridTemplateOf(columns);
  const minWidth = minWidthOf(columns);
  // The virtualizer's functions are not memo-safe for the React Compiler, which this app does not use.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  const onKeyNavigate = useCallback(
    (index: number, event: KeyboardEvent<HTMLDivElement>) => {
      const step = STEPS[event.key];
      if (step === undefined) return;
      event.preventDefault();
      const target = Math.max(0, Math.min(rows.length - 1, index + step));
      virtualizer.scrollToIndex(target);
      requestAnimationFrame(() => {
        scrollRef.current?.querySelector<HTMLElement>(`[data-index="${target}"]`)?.focus();
      });
    },
    [rows.length, virtualizer],
  );

  const body = props.state ?? (rows.length === 0 ? props.empty : null);
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <style>{TABLE_CSS}</style>
      <Box
        ref={scrollRef}
        role="table"
        aria-label={props.label}
        aria-rowcount={rows.length + 1}
        aria-busy={props.state?.kind === 'loading'}
        style={{ height: props.height ?? 600, overflow: 'auto', position: 'relative' }}
      >
        <Box role="rowgroup" style={{ position: 'sticky', top: 0, zIndex: 2, minWidth }}>
          <Box
            role="row"
            aria-rowindex={1}
            className="data-grid-header"
            style={{
              display: 'grid',
              gridTemplateColumns: template,
              height: HEADER_HEIGHT,
              background: 'var(--app-canvas)',
              borderBottom: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            {columns.map((column, index) =>
              column.sortable === false ? (
                <Box
                  key={column.key}
                  role="columnheader"
                  className={cellClass(index)}
                  fz="xs"
                  fw={600}
                  c="dimmed"
                >
                  {column.header}
                </Box>
              ) : (
                <SortHeader
                  key={column.key}
                  className={cellClass(index)}
                  field={column.key}
                  header={column.header}
                  sort={sort}
                  onSort={(field) => onSortChange(nextSort(sort, field))}
                  align={column.align}
                />
              ),
            )}
          </Box>
        </Box>
        {body ? (
          // A table holds rows only: the loading or empty panel sits in one full-width cell.
          <Box role="rowgroup">
            <Box role="row">
              <Box role="cell">
                <StatePanel state={body} minHeight={240} />
              </Box>
            </Box>
          </Box>
        ) : (
          <Box
            role="rowgroup"
            style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (row === undefined) return null;
              const key = props.rowKey(row);
              return (
                <VirtualTableRow
                  key={key}
                  row={row}
                  rowKey={key}
                  index={item.index}
                  columns={columns}
                  renderCell={renderCell}
                  rowState={props.rowState?.(row)}
                  rowAttributes={props.rowAttributes}
                  onOpen={onOpen}
                  onKeyNavigate={onKeyNavigate}
                  top={item.start}
                  template={template}
                />
              );
            })}
          </Box>
        )}
      </Box>
    </Paper>
  );
}

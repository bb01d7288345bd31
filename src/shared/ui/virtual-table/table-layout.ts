// How a virtual table lays out: one CSS grid template for the header and every row, so columns
// line up without measuring; fixed widths for codes and dates, `minmax(floor, fr)` for text that
// shares the spare width. Below the sum of the floors the table scrolls sideways behind its
// sticky first column.

export const ROW_HEIGHT = 40;
export const HEADER_HEIGHT = 38;

export interface TableColumn {
  key: string;
  header: string;
  /** A CSS grid track: `120px` or `minmax(100px, 1fr)`. */
  width: string;
  align?: 'left' | 'right';
  /** False for columns that do not sort (a checkbox, a sync mark). */
  sortable?: boolean;
}

export function gridTemplateOf(columns: readonly Pick<TableColumn, 'width'>[]): string {
  return columns.map((c) => c.width).join(' ');
}

/** The narrowest the grid gets before it scrolls sideways. */
export function minWidthOf(columns: readonly Pick<TableColumn, 'width'>[]): number {
  return columns.reduce((sum, c) => sum + Number(/(\d+)px/.exec(c.width)?.[1] ?? 0), 0);
}

/** Cell classes: the first column stays in view when the table scrolls sideways. */
export function cellClass(index: number): string {
  return index === 0 ? 'data-grid-cell data-grid-sticky' : 'data-grid-cell';
}

// Hover, focus, wrapping headers and the sticky first column; inline styles cannot express them.
// The sticky cell is opaque, so it carries the row's flag (overdue) and focus marks itself.
export const TABLE_CSS = `
.data-grid-row { cursor: pointer; outline: none; background: var(--mantine-color-body); }
.data-grid-row:hover, .data-grid-row:hover .data-grid-sticky { background: var(--app-canvas); }
.data-grid-row:focus-visible, .data-grid-row:focus-visible .data-grid-sticky { background: var(--mantine-color-brand-0); }
.data-grid-row[data-overdue] .data-grid-sticky { box-shadow: inset 3px 0 0 var(--mantine-color-red-5); }
.data-grid-row:focus-visible .data-grid-sticky { box-shadow: inset 2px 0 0 var(--mantine-color-brand-6); }
.data-grid-sort:focus-visible { outline: 2px solid var(--mantine-color-brand-5); outline-offset: 2px; border-radius: 4px; }
.data-grid-cell { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; padding: 0 8px; display: flex; align-items: center; gap: 6px; min-width: 0; }
.data-grid-head { white-space: normal; line-height: 1.2; }
.data-grid-sticky { position: sticky; left: 0; z-index: 1; background: var(--mantine-color-body); border-right: 1px solid var(--app-line); }
.data-grid-header .data-grid-sticky { background: var(--app-canvas); }
`;

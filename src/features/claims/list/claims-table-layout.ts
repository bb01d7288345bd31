import type { ClaimColumn } from '../../../domain/claim-columns';
import {
  gridTemplateOf,
  minWidthOf,
  type TableColumn,
} from '../../../shared/ui/virtual-table/table-layout';

// Column widths of the claims list, sized to their content (12 px text, the claim number 13 px
// bold): fixed for codes, dates, money and status; names and places share the spare width and
// shrink to a floor (long text truncates, with the full value in the cell's title). The default
// columns fit a 1440 px window with the sidebar open; more columns scroll sideways behind the
// sticky first column (the claim number unless the user moved it).
const WIDTHS: Readonly<Record<string, string>> = {
  claimNumber: '134px',
  policyNumber: '124px',
  customerName: 'minmax(100px, 1.2fr)',
  dateOfLoss: '100px',
  status: '160px',
  city: 'minmax(76px, 0.8fr)',
  zipCode: '72px',
  estimatedValue: '96px',
  assignedTo: 'minmax(100px, 1fr)',
  dateCreated: '100px',
  lastUpdated: '100px',
  state: '64px',
  address: 'minmax(140px, 1.5fr)',
  clientName: 'minmax(84px, 1fr)',
};
const FALLBACK_WIDTH = 'minmax(100px, 1fr)';

export const SYNC_COLUMN = 'sync';

const NUMERIC_FIELDS: ReadonlySet<string> = new Set(['estimatedValue']);

/** The sync column holds an icon, plus the overdue mark when the status column is hidden. */
function syncColumn(fields: readonly string[]): TableColumn {
  const width = fields.includes('status') ? '48px' : '76px';
  return { key: SYNC_COLUMN, header: 'Sync', width, sortable: false };
}

/** The table's columns: the visible claim columns in the user's order, then the sync mark. */
export function claimTableColumns(columns: readonly ClaimColumn[]): TableColumn[] {
  const visible = columns.filter((c) => c.visible);
  return [
    ...visible.map((c): TableColumn => ({
      key: c.field,
      header: c.header,
      width: WIDTHS[c.field] ?? FALLBACK_WIDTH,
      align: NUMERIC_FIELDS.has(c.field) ? 'right' : 'left',
    })),
    syncColumn(visible.map((c) => c.field)),
  ];
}

const byFields = (fields: readonly string[]) =>
  claimTableColumns(fields.map((field) => ({ id: field, field, header: field, visible: true })));

export const gridTemplate = (fields: readonly string[]) => gridTemplateOf(byFields(fields));

/** The narrowest the grid gets before it scrolls sideways. */
export const minGridWidth = (fields: readonly string[]) => minWidthOf(byFields(fields));

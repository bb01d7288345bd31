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

export const ROW_HEIGHT = 40;
export const HEADER_HEIGHT = 38;

/** Cell classes: the first column stays in view when the list scrolls sideways. */
export function cellClass(index: number): string {
  return index === 0 ? 'claims-grid-cell claims-grid-sticky' : 'claims-grid-cell';
}

/** The sync column holds an icon, plus the overdue mark when the status column is hidden. */
function syncWidth(fields: readonly string[]): string {
  return fields.includes('status') ? '48px' : '76px';
}

export const NUMERIC_FIELDS: ReadonlySet<string> = new Set(['estimatedValue']);

export function gridTemplate(fields: readonly string[]): string {
  return [...fields.map((field) => WIDTHS[field] ?? FALLBACK_WIDTH), syncWidth(fields)].join(' ');
}

/** The narrowest the grid gets before it scrolls sideways. */
export function minGridWidth(fields: readonly string[]): number {
  return [...fields.map((field) => WIDTHS[field] ?? FALLBACK_WIDTH), syncWidth(fields)].reduce(
    (sum, width) => sum + Number(/(\d+)px/.exec(width)?.[1] ?? 0),
    0,
  );
}

// Hover, focus, wrapping headers and the sticky first column; inline styles cannot express them.
// The sticky cell is opaque, so it carries the row's overdue and focus marks itself.
export const TABLE_CSS = `
.claims-grid-row { cursor: pointer; outline: none; background: var(--mantine-color-body); }
.claims-grid-row:hover, .claims-grid-row:hover .claims-grid-sticky { background: var(--mantine-color-gray-0); }
.claims-grid-row:focus-visible, .claims-grid-row:focus-visible .claims-grid-sticky { background: var(--mantine-color-brand-0); }
.claims-grid-row[data-overdue] .claims-grid-sticky { box-shadow: inset 3px 0 0 var(--mantine-color-red-5); }
.claims-grid-row:focus-visible .claims-grid-sticky { box-shadow: inset 2px 0 0 var(--mantine-color-brand-6); }
.claims-grid-sort:focus-visible { outline: 2px solid var(--mantine-color-brand-5); outline-offset: 2px; border-radius: 4px; }
.claims-grid-cell { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; padding: 0 8px; display: flex; align-items: center; gap: 6px; min-width: 0; }
.claims-grid-head { white-space: normal; line-height: 1.2; }
.claims-grid-sticky { position: sticky; left: 0; z-index: 1; background: var(--mantine-color-body); border-right: 1px solid var(--mantine-color-gray-2); }
.claims-grid-header .claims-grid-sticky { background: var(--mantine-color-gray-0); }
`;

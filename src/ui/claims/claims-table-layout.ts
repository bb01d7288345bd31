// Column widths of the claims list; text-heavy columns share the spare width.
const WIDTHS: Readonly<Record<string, string>> = {
  claimNumber: '150px',
  policyNumber: '144px',
  customerName: 'minmax(140px, 1.4fr)',
  dateOfLoss: '116px',
  status: '184px',
  city: 'minmax(96px, 0.8fr)',
  zipCode: '88px',
  estimatedValue: '148px',
  assignedTo: 'minmax(120px, 1fr)',
  dateCreated: '116px',
  lastUpdated: '116px',
  state: '72px',
  address: 'minmax(180px, 1.4fr)',
  clientName: 'minmax(130px, 1.1fr)',
};

export const ROW_HEIGHT = 40;
export const HEADER_HEIGHT = 38;
const SYNC_WIDTH = '140px';

export const NUMERIC_FIELDS: ReadonlySet<string> = new Set(['estimatedValue']);

export function gridTemplate(fields: readonly string[]): string {
  return [...fields.map((field) => WIDTHS[field] ?? 'minmax(120px, 1fr)'), SYNC_WIDTH].join(' ');
}

/** The narrowest the grid gets before it scrolls sideways. */
export function minGridWidth(fields: readonly string[]): number {
  return fields.reduce((sum, field) => {
    const match = /(\d+)px/.exec(WIDTHS[field] ?? '120px');
    return sum + Number(match?.[1] ?? 120);
  }, 140);
}

// Hover and focus looks for rows; inline styles cannot express them.
export const TABLE_CSS = `
.claims-grid-row { cursor: pointer; outline: none; }
.claims-grid-row:hover { background: var(--mantine-color-gray-0); }
.claims-grid-row:focus-visible { box-shadow: inset 2px 0 0 var(--mantine-color-brand-6); background: var(--mantine-color-brand-0); }
.claims-grid-sort:focus-visible { outline: 2px solid var(--mantine-color-brand-5); outline-offset: 2px; border-radius: 4px; }
.claims-grid-cell { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; padding: 0 10px; display: flex; align-items: center; gap: 6px; min-width: 0; }
`;

import { DEFAULT_CLAIM_COLUMNS, type ClaimColumn } from '../../domain/claim-columns';

/**
 * The stored column list made whole: stored order and visibility first, then any field the stored
 * list lacks (a column added after the user saved) with its default visibility; unknown fields drop.
 */
export function completeColumns(stored: readonly ClaimColumn[] | undefined): ClaimColumn[] {
  const defaults = new Map(DEFAULT_CLAIM_COLUMNS.map((c) => [c.field, c]));
  const seen = new Set<string>();
  const kept = (stored ?? []).flatMap((column) => {
    const known = defaults.get(column.field);
    if (!known || seen.has(column.field)) return [];
    seen.add(column.field);
    return [{ ...known, visible: column.visible }];
  });
  const missing = DEFAULT_CLAIM_COLUMNS.filter((c) => !seen.has(c.field)).map((c) => ({ ...c }));
  return [...kept, ...missing];
}

/** Visible fields in order, as a saved view stores them. */
export function columnsToken(columns: readonly ClaimColumn[]): string {
  return columns
    .filter((c) => c.visible)
    .map((c) => c.field)
    .join(',');
}

/** A saved view's visible fields back onto the full list: those shown in order, the rest hidden. */
export function columnsFromToken(token: string, current: readonly ClaimColumn[]): ClaimColumn[] {
  const fields = token.split(',').filter(Boolean);
  const byField = new Map(completeColumns(current).map((c) => [c.field, c]));
  const shown = fields.flatMap((field) => {
    const column = byField.get(field);
    return column ? [{ ...column, visible: true }] : [];
  });
  if (shown.length === 0) return completeColumns(current);
  const rest = [...byField.values()]
    .filter((c) => !fields.includes(c.field))
    .map((c) => ({ ...c, visible: false }));
  return [...shown, ...rest];
}

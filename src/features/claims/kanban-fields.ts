import { DEFAULT_CLAIM_COLUMNS, type ClaimColumn } from '../../domain/claim-columns';

/** The kanban preference (chosen fields in order) as an editable column list: chosen first. */
export function kanbanFieldsToColumns(
  fields: readonly string[],
  columns: readonly ClaimColumn[] = DEFAULT_CLAIM_COLUMNS,
): ClaimColumn[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const chosen = fields.flatMap((field) => {
    const column = byField.get(field);
    return column ? [{ ...column, visible: true }] : [];
  });
  const rest = columns
    .filter((c) => !fields.includes(c.field))
    .map((c) => ({ ...c, visible: false }));
  return [...chosen, ...rest];
}

export function columnsToKanbanFields(columns: readonly ClaimColumn[]): string[] {
  return columns.filter((c) => c.visible).map((c) => c.field);
}

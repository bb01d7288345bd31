type Row = Record<string, unknown>;

/**
 * A note's attachments as document ids. The server's note view lists them as `{id, name}` while
 * the note keeps ids (the names come from the documents collection, which is pulled beside the
 * notes); notes stored by earlier builds may still hold the objects.
 */
export function noteDocumentIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item === 'string') return [item];
    const id = (item as Row | null)?.id;
    return typeof id === 'string' ? [id] : [];
  });
}

/** A note from the wire with its attachments as ids. */
export function noteFromWire(row: Row): Row {
  return 'documents' in row ? { ...row, documents: noteDocumentIds(row.documents) } : row;
}

import type { RxJsonSchema } from 'rxdb';
import { APP_COLLECTIONS, type CollectionName } from './app-database';
import { fitToSchema } from './fit-to-schema';
import { noteFromWire } from './notes/note-documents';

type Row = Record<string, unknown>;

export interface LocalRecord {
  doc: Row;
  deleted: boolean;
}

/**
 * A server record (camelCased by the API client) as the collection stores it. `deleted` becomes
 * the RxDB deletion flag; SPEC 3 keeps a conversation's updatedAt locally as lastUpdatedAt; a
 * note keeps its attachments' ids.
 */
export function toLocalRecord(collection: CollectionName, row: Row): LocalRecord {
  const schema = APP_COLLECTIONS[collection].schema as RxJsonSchema<unknown>;
  const source =
    collection === 'conversations'
      ? { ...row, lastUpdatedAt: row.updatedAt }
      : collection === 'notes'
        ? noteFromWire(row)
        : row;
  return { doc: fitToSchema(source, schema), deleted: row.deleted === true };
}

/** Whether an API answer is a record of this id (write answers differ between endpoints). */
export function isRecordOf(value: unknown, id: string): value is Row {
  return value !== null && typeof value === 'object' && (value as Row).id === id;
}

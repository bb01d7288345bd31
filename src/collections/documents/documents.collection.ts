import type { RxCollection } from 'rxdb';
import { documentsSchema, type DocumentDocType } from './documents.schema';

export type DocumentsCollection = RxCollection<DocumentDocType>;

export const documentsCollection = {
  schema: documentsSchema,
  // 0 → 1 added the optional field-capture fields (issue 14): stored records stay as they are.
  migrationStrategies: { 1: (doc: DocumentDocType) => doc },
};

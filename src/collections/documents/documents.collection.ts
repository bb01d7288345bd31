import type { RxCollection } from 'rxdb';
import { documentsSchema, type DocumentDocType } from './documents.schema';

export type DocumentsCollection = RxCollection<DocumentDocType>;

export const documentsCollection = { schema: documentsSchema, migrationStrategies: {} };

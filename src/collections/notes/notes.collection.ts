import type { RxCollection } from 'rxdb';
import { notesSchema, type NoteDocType } from './notes.schema';

export type NotesCollection = RxCollection<NoteDocType>;

export const notesCollection = { schema: notesSchema, migrationStrategies: {} };

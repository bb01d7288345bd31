import { noteSchema, type Note } from '../../domain/note.schema';
import { DATE_FIELD, ID_FIELD, syncedRxSchema } from '../synced-rx-schema';

export type NoteDocType = Omit<Note, 'deleted'>;

export const notesSchema = syncedRxSchema<NoteDocType>(noteSchema, {
  title: 'notes',
  version: 0,
  indexed: {
    claimId: ID_FIELD,
    createdAt: DATE_FIELD,
  },
  indexes: [['claimId', 'createdAt']],
  encrypted: ['text', 'conversationTitle', 'documents'],
});

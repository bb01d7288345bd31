import { noteSchema, type Note } from '../../domain/note.schema';
import { rxSchemaFromZod } from '../rx-schema';

export type NoteDocType = Omit<Note, 'deleted'>;

export const notesSchema = rxSchemaFromZod<NoteDocType>(noteSchema, {
  title: 'notes',
  version: 0,
  omit: ['deleted'],
  indexed: {
    id: { maxLength: 100 },
    organization_id: { maxLength: 100 },
    claimId: { maxLength: 100 },
    createdAt: { maxLength: 40 },
  },
  indexes: [['claimId', 'createdAt']],
  encrypted: ['text', 'conversationTitle', 'documents'],
});

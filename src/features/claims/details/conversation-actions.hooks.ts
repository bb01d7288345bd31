import { useMemo } from 'react';
import { useSession } from '../../../shared/services/services.context';
import { createConversation } from '../../../collections/conversations/conversations.mutations';
import { useAppDatabase } from '../../../collections/database.context';
import { addNoteWithFiles } from '../../../collections/notes/note-attachments';
import { setNoteClientVisible, updateNoteStatus } from '../../../collections/notes/notes.mutations';
import { cleanText } from '../../../domain/cleaning/clean-text';
import { DEFAULT_NOTE_STATUS } from '../../../domain/constants';
import type { NewNote } from './conversations-panel';
import { useUploadLimits } from './document-upload.hooks';
import { runAction } from '../../../shared/ui/report-failure';

/**
 * Conversations and their notes: create, reply (parentId), status and client visibility; a
 * note's files are uploaded to the claim first and linked to it.
 */
export function useConversationActions(claimId: string) {
  const db = useAppDatabase();
  const { user } = useSession();
  const attachmentLimits = useUploadLimits();
  return useMemo(
    () => ({
      attachmentLimits,
      onCreateConversation: (title: string) =>
        runAction(
          async () => db && user && createConversation(db, claimId, user, title),
          'Failed to get conversations',
        ),
      onAddNote: (note: NewNote) =>
        runAction(
          async () =>
            db &&
            user &&
            addNoteWithFiles(
              db,
              {
                claimId,
                conversationId: note.conversationId,
                parentId: note.parentId,
                text: note.html,
                isClientVisible: note.isClientVisible,
                status: DEFAULT_NOTE_STATUS,
                documents: [],
              },
              note.files.map((file) => ({ file, name: file.name })),
              attachmentLimits ?? { allowedTypes: [], maxFileSize: 0 },
              user,
            ),
          'Failed to add note to claim',
        ),
      onStatusChange: (noteId: string, status: string) =>
        runAction(async () => {
          const clean = cleanText(status);
          if (db && clean) await updateNoteStatus(db, noteId, clean, user?.id);
        }, 'Failed to update note status'),
      onToggleClientVisible: (noteId: string, visible: boolean) =>
        runAction(
          async () => db && setNoteClientVisible(db, noteId, visible, user?.id),
          'Failed to update note',
        ),
    }),
    [db, user, claimId, attachmentLimits],
  );
}

import { useMemo } from 'react';
import {
  addNoteForFiles,
  keepWithoutNote,
} from '../../../collections/documents/awaiting-note-repair';
import type { Conversation } from '../../../domain/conversation.schema';
import { useWriteAccess } from '../../../shared/services/use-write-access';
import { runAction } from '../../../shared/ui/report-failure';
import type { WithoutNoteRepair } from './claim-documents-list';

/**
 * What the user can do about files whose note was lost (awaiting-note.ts): add them to a note in
 * the claim's latest conversation (when it has one), or keep them on the claim without a note.
 */
export function useWithoutNoteRepair(
  claimId: string,
  withoutNote: ReadonlySet<string>,
  conversations: readonly Conversation[],
  readOnly: boolean,
): WithoutNoteRepair | null {
  const ready = useWriteAccess();
  return useMemo(() => {
    if (readOnly || withoutNote.size === 0) return null;
    const ids = [...withoutNote];
    const latest = [...conversations].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    return {
      conversationTitle: latest?.title ?? null,
      onAddNote: latest
        ? () =>
            runAction(async () => {
              const { db, user } = ready();
              await addNoteForFiles(db, { claimId, conversationId: latest.id }, ids, user);
            }, 'Could not add the note')
        : null,
      onKeep: () => runAction(() => keepWithoutNote(ready().db, ids), 'Could not keep the files'),
    };
  }, [claimId, withoutNote, conversations, readOnly, ready]);
}

import { useMemo } from 'react';
import { useClaim } from '../../../collections/claims/claims.hooks';
import { useClaimConversations } from '../../../collections/conversations/conversations.hooks';
import { documentsWithoutTheirNote } from '../../../collections/documents/awaiting-note';
import {
  useClaimDocuments,
  useDocumentsAwaitingNote,
} from '../../../collections/documents/documents.hooks';
import { useClaimNotes } from '../../../collections/notes/notes.hooks';
import { shownOnce } from '../../../collections/sync-queue/shown-once';
import { useFirstIds, useSyncStates } from '../../../collections/sync-queue/sync-queue.hooks';
import { useTasks } from '../../../collections/tasks/tasks.hooks';
import type { Claim } from '../../../domain/claim.schema';
import type { Conversation } from '../../../domain/conversation.schema';
import type { ClaimDocument } from '../../../domain/document.schema';
import type { Task } from '../../../domain/task.schema';
import { toNote } from './note-html';

// Local records carry RxDB's own deletion flag; the shared types want the wire's.
const live = <T extends object>(doc: T) => ({ ...doc, deleted: false });

/** Everything the claim page shows, live from the local collections (any tab's changes too). */
export function useClaimDetailsData(claimId: string) {
  const { claim: doc, loading } = useClaim(claimId);
  const noteDocs = useClaimNotes(claimId);
  const conversationDocs = useClaimConversations(claimId);
  const taskDocs = useTasks(claimId);
  const documentDocs = useClaimDocuments(claimId);
  const syncStates = useSyncStates('claims');
  const firstIds = useFirstIds('notes', 'conversations', 'tasks');
  const documentStates = useSyncStates('documents');
  const awaitingNote = useDocumentsAwaitingNote();
  return {
    loading,
    syncStates,
    documentStates,
    claim: useMemo(() => (doc ? (live(doc) as Claim) : null), [doc]),
    notes: useMemo(() => shownOnce(noteDocs, firstIds).map(toNote), [noteDocs, firstIds]),
    conversations: useMemo(
      () => shownOnce(conversationDocs, firstIds).map((c) => live(c) as Conversation),
      [conversationDocs, firstIds],
    ),
    keyOf: firstIds.firstIdOf,
    tasks: useMemo(
      () => shownOnce(taskDocs, firstIds).map((t) => live(t) as Task),
      [taskDocs, firstIds],
    ),
    documents: useMemo(() => documentDocs.map((d) => live(d) as ClaimDocument), [documentDocs]),
    documentsWithoutNote: useMemo(
      () =>
        documentsWithoutTheirNote(
          awaitingNote,
          documentDocs.map((d) => d.id),
          noteDocs,
        ),
      [awaitingNote, documentDocs, noteDocs],
    ),
  };
}

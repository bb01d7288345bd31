import { useCallback } from 'react';
import { changeClaimStatus } from '../../../collections/claims/claims.mutations';
import { useAppDatabase } from '../../../collections/database.context';
import { useSession } from '../../../shared/services/services.context';
import { noteAuthorOf } from '../../../collections/notes/auto-notes';

/**
 * A kanban drop: the status-change mutation applies it at once with its `Status Change` note and
 * queues `PUT /claims/{id}/status`.
 */
export function useMoveClaim(onError: (message: string) => void) {
  const db = useAppDatabase();
  const user = useSession().user;
  return useCallback(
    (claimId: string, status: string) => {
      if (!db || !user) return;
      changeClaimStatus(db, claimId, status, noteAuthorOf(user)).catch((error: unknown) =>
        onError(error instanceof Error ? error.message : 'Failed to update claim status'),
      );
    },
    [db, user, onError],
  );
}

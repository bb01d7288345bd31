import { useCallback } from 'react';
import { changeClaimStatus } from '../../collections/claims/claims.mutations';
import { useAppDatabase } from '../../collections/database.context';
import { useSession } from '../../app/services.context';

/**
 * A kanban drop: the status-change mutation applies it at once and queues `PUT /claims/{id}/status`;
 * the server's status rules add the `Status Change` note when it arrives.
 */
export function useMoveClaim(onError: (message: string) => void) {
  const db = useAppDatabase();
  const userId = useSession().user?.id;
  return useCallback(
    (claimId: string, status: string) => {
      if (!db) return;
      changeClaimStatus(db, claimId, status, userId).catch((error: unknown) =>
        onError(error instanceof Error ? error.message : 'Failed to update claim status'),
      );
    },
    [db, userId, onError],
  );
}

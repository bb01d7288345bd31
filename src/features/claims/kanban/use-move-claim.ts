import { useCallback } from 'react';
import { changeClaimStatus } from '../../../collections/claims/claims.mutations';
import { useAppDatabase } from '../../../collections/database.context';
import { useSession } from '../../../shared/services/services.context';
import { noteAuthorOf } from '../../../collections/notes/auto-notes';
import { runAction } from '../../../shared/ui/report-failure';
import { CLAIM_READ_ONLY_MESSAGE, canWriteClaims } from '../../../domain/permissions';
import { usePermissions } from '../../../shared/services/use-permissions';

/**
 * A kanban drop: the status-change mutation applies it at once with its `Status Change` note and
 * queues `PUT /claims/{id}/status`; a refusal is reported like every failed action. A role that
 * may not change claims is told so and nothing moves.
 */
export function useMoveClaim() {
  const db = useAppDatabase();
  const user = useSession().user;
  const allowed = canWriteClaims(usePermissions());
  return useCallback(
    (claimId: string, status: string) => {
      if (!db || !user) return;
      runAction(async () => {
        if (!allowed) throw new Error(CLAIM_READ_ONLY_MESSAGE);
        await changeClaimStatus(db, claimId, status, noteAuthorOf(user));
      }, 'Failed to update claim status');
    },
    [db, user, allowed],
  );
}

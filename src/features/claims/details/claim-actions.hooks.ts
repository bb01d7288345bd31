import { useMemo } from 'react';
import { useSession } from '../../../shared/services/services.context';
import { changeClaimStatus } from '../../../collections/claims/claims.mutations';
import { useAppDatabase } from '../../../collections/database.context';
import { noteAuthorOf } from '../../../collections/notes/auto-notes';
import { keepMine, retryFailed, takeServers } from '../../../replication/outbox/conflict-actions';
import { runAction } from '../../../shared/ui/report-failure';

/** Status change (with its Status Change note) and the conflict choice of this claim. */
export function useClaimActions(claimId: string, conflictOpId: string | null) {
  const db = useAppDatabase();
  const user = useSession().user;
  return useMemo(
    () => ({
      changeStatus: (status: string, onRefused?: () => void) =>
        runAction(
          async () => db && user && changeClaimStatus(db, claimId, status, noteAuthorOf(user)),
          'Failed to update claim status',
          onRefused,
        ),
      keepMine: () =>
        runAction(
          async () => db && conflictOpId && keepMine(db, conflictOpId),
          'Failed to update claim',
        ),
      // SPEC 4: failed operations go back to pending with retryCount 0 (the claim's notes too).
      retryFailed: () => runAction(async () => db && retryFailed(db), 'Failed to sync data'),
      takeServers: () =>
        runAction(
          async () => db && conflictOpId && takeServers(db, conflictOpId),
          'Failed to update claim',
        ),
    }),
    [db, claimId, conflictOpId, user],
  );
}

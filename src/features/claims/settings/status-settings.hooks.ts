import { useMemo } from 'react';
import { useSession } from '../../../shared/services/services.context';
import { useClaims } from '../../../collections/claims/claims.hooks';
import { removeClaimStatus } from '../../../collections/config/claim-statuses.mutations';
import {
  useInitialSyncDone,
  useSettingsGroupState,
} from '../../../collections/config/config.hooks';
import { saveSettingsGroup } from '../../../collections/config/config.mutations';
import { useAppDatabase } from '../../../collections/database.context';
import { noteAuthorOf } from '../../../collections/notes/auto-notes';
import type { ClaimStatusConfig } from '../../../domain/claim-status';
import { hasPermission } from '../../../domain/permissions';
import { sameJson } from '../../../shared/same-json';
import { usePendingValue } from '../../../shared/ui/use-pending-value';
import { runAction } from '../../../shared/ui/report-failure';
import { usePermissions } from '../../../shared/services/use-permissions';

/** The claim statuses of the organization, saved through the claimSettings group (live). */
export function useStatusSettings() {
  const db = useAppDatabase();
  const { user } = useSession();
  const permissions = usePermissions();
  // Until the stored list is read, the defaults stand in: never offer those for editing.
  const { value: claimSettings, loading } = useSettingsGroupState('claimSettings');
  const stored = claimSettings.statuses as ClaimStatusConfig[];
  // Edits in quick succession (a timeout committed on blur by the click that moves a row) each
  // start from the one before, never from a list the live query has not re-read yet.
  const { shown: statuses, setPending } = usePendingValue<readonly ClaimStatusConfig[]>(
    stored,
    sameJson,
  );
  const { claims } = useClaims();
  const initialSyncDone = useInitialSyncDone();
  // Every claim the user may see stays listed on this device (only details are limited), so once
  // the first pull is done a user who sees every claim has the organization's counts. Otherwise
  // the server may hold claims in a status that this device does not: removal then always asks
  // where they go (the server moves them all).
  const countsComplete = initialSyncDone && hasPermission(permissions, 'view_claims');
  const claimCounts = useMemo(() => {
    const counts: Record<string, number> = {};
    for (const claim of claims) counts[claim.status] = (counts[claim.status] ?? 0) + 1;
    return counts;
  }, [claims]);

  const save = (next: ClaimStatusConfig[]) => {
    setPending(next);
    return runAction(async () => {
      if (!db || !user) return;
      try {
        await saveSettingsGroup(
          db,
          user.organization_id,
          'claimSettings',
          { statuses: next },
          user.id,
        );
      } catch (error) {
        setPending(null);
        throw error;
      }
    }, 'Failed to save the claim statuses');
  };

  const remove = (name: string, moveTo: string | null) =>
    runAction(async () => {
      if (!db || !user) return;
      const remaining = statuses.filter((s) => s.name !== name);
      setPending(remaining);
      await removeClaimStatus(db, name, moveTo, remaining, noteAuthorOf(user));
    }, 'Failed to remove the claim status');

  // The server is the authority (DESIGN.md invariant 6); this only spares a doomed edit.
  const canEdit = hasPermission(permissions, 'manage_settings');
  return { statuses, loading, claimCounts, countsComplete, save, remove, canEdit };
}

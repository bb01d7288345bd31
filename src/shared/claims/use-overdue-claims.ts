import { useMemo } from 'react';
import type { ClaimDocType } from '../../collections/claims/claims.schema';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import { statusDueAt, type ClaimStatusConfig } from '../../domain/claim-status';
import type { OverdueClaim } from '../ui/overdue-claims-panel';

/**
 * The claims this device holds that are past their status timeout (SPEC 9), longest overdue first;
 * with an assignee chosen, theirs only. The tasks' Overdue view and the dashboard show them.
 */
export function useOverdueClaims(
  claims: readonly ClaimDocType[],
  lookups: { now: Date; userNames: Readonly<Record<string, string>> },
  assignee: string | null,
): OverdueClaim[] {
  const statuses = useSettingsGroup('claimSettings').statuses as ClaimStatusConfig[];
  return useMemo(() => {
    const now = lookups.now.getTime();
    const overdue: OverdueClaim[] = [];
    for (const claim of claims) {
      if (assignee && claim.assignedTo !== assignee) continue;
      const dueAt = statusDueAt(statuses, claim.status, claim.statusChangedAt);
      if (!dueAt || dueAt.getTime() >= now) continue;
      overdue.push({
        id: claim.id,
        claimNumber: claim.claimNumber,
        clientName: claim.clientName,
        status: claim.status,
        dueAt,
        assignee: claim.assignedTo ? (lookups.userNames[claim.assignedTo] ?? '') : '',
      });
    }
    return overdue.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  }, [claims, statuses, lookups, assignee]);
}

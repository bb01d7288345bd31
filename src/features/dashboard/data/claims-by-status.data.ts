import type { ClaimStatusConfig } from '../../../domain/claim-status';
import { inRange, type ReportRange } from './report-range';

export interface StatusCount {
  status: string;
  count: number;
}

/**
 * Claims per status, in the organization's status order (every configured status, zeros
 * included, so the bars keep their places); a status no longer configured comes after them.
 * With a range, only the claims opened in it. Empty when no claim counts.
 */
export function claimsByStatus(
  claims: readonly { status: string; dateCreated: string }[],
  statuses: readonly ClaimStatusConfig[],
  range: ReportRange,
): StatusCount[] {
  const counts = new Map<string, number>(statuses.map((s) => [s.name, 0]));
  let total = 0;
  for (const claim of claims) {
    if (!inRange(claim.dateCreated, range)) continue;
    counts.set(claim.status, (counts.get(claim.status) ?? 0) + 1);
    total += 1;
  }
  if (total === 0) return [];
  return [...counts].map(([status, count]) => ({ status, count }));
}

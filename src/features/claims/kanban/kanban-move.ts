import type { ClaimStatusConfig } from '../../../domain/claim-status';
import type { Claim } from '../../../domain/claim.schema';

// Droppable ids of the board's columns; card ids are claim ids.
const COLUMN_PREFIX = 'status-column:';

export function columnId(status: string): string {
  return `${COLUMN_PREFIX}${status}`;
}

export function statusOfColumn(id: string | number | null | undefined): string | null {
  return typeof id === 'string' && id.startsWith(COLUMN_PREFIX)
    ? id.slice(COLUMN_PREFIX.length)
    : null;
}

/** One list per configured status, in the configured order; claims in unlisted statuses are kept apart. */
export function groupByStatus(
  claims: readonly Claim[],
  statuses: readonly ClaimStatusConfig[],
): { columns: Map<string, Claim[]>; unlisted: Claim[] } {
  const columns = new Map<string, Claim[]>(statuses.map((s) => [s.name, []]));
  const unlisted: Claim[] = [];
  for (const claim of claims) (columns.get(claim.status) ?? unlisted).push(claim);
  return { columns, unlisted };
}

/** The status a drop means, or null when it changes nothing (same column, outside, unknown). */
export function resolveKanbanMove(
  fromStatus: string,
  overId: string | number | null | undefined,
  statuses: readonly ClaimStatusConfig[],
): string | null {
  const to = statusOfColumn(overId);
  if (to === null || to === fromStatus) return null;
  return statuses.some((s) => s.name === to) ? to : null;
}

/** The neighbouring column for keyboard moves; stays put at either end. */
export function adjacentStatus(
  statuses: readonly ClaimStatusConfig[],
  current: string,
  step: 1 | -1,
): string | null {
  const index = statuses.findIndex((s) => s.name === current);
  if (index === -1) return statuses[0]?.name ?? null;
  return statuses[index + step]?.name ?? null;
}

import type { ClaimStatusConfig } from '../../../domain/claim-status';
import { isTaskDone } from '../../../domain/task-due';
import { closedStatuses } from './claims-per-week.data';

export interface Workload {
  userId: string;
  name: string;
  openClaims: number;
  openTasks: number;
}

/**
 * Open claims (not in a closed status) and open tasks per active user who holds any, busiest
 * first, then by name.
 */
export function teamWorkload(
  claims: readonly { status: string; assignedTo?: string | null }[],
  tasks: readonly { status: string; assignedTo?: string | null }[],
  users: readonly { id: string; name: string; isActive: boolean }[],
  statuses: readonly ClaimStatusConfig[],
): Workload[] {
  const closed = closedStatuses(statuses);
  const rows = new Map<string, Workload>(
    users
      .filter((u) => u.isActive)
      .map((u) => [u.id, { userId: u.id, name: u.name, openClaims: 0, openTasks: 0 }]),
  );
  for (const claim of claims) {
    const row = claim.assignedTo ? rows.get(claim.assignedTo) : undefined;
    if (row && !closed.has(claim.status)) row.openClaims += 1;
  }
  for (const task of tasks) {
    const row = task.assignedTo ? rows.get(task.assignedTo) : undefined;
    if (row && !isTaskDone(task)) row.openTasks += 1;
  }
  return [...rows.values()]
    .filter((r) => r.openClaims + r.openTasks > 0)
    .sort(
      (a, b) =>
        b.openClaims + b.openTasks - (a.openClaims + a.openTasks) || a.name.localeCompare(b.name),
    );
}

import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { taskScope } from '../../src/domain/task-access';
import type { Db } from '../db/client';
import { tasks } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import { listSource } from '../sync/checkpoint-pull';
import type { Caller } from './claims-visibility';
import { rowExists } from './row-exists';
import { findLiveById, insertReturning, valuesInUse } from './synced-rows';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;

/**
 * The row-level rule of src/domain/task-access.ts as SQL, or undefined when every task of the
 * organization is visible. Claim staff may see every claim, so "a task of a claim they may see"
 * is any task on a claim.
 */
export function taskVisibility(caller: Caller): SQL | undefined {
  const scope = taskScope(caller.permissions);
  if (scope === 'all') return undefined;
  const assigned = eq(tasks.assignedTo, caller.userId);
  if (scope === 'assigned') return assigned;
  return or(assigned, eq(tasks.createdBy, caller.userId), isNotNull(tasks.claimId));
}

/** The tasks the caller may see, soonest due first. */
export const taskList = (caller: Caller) =>
  listSource(tasks, asc(tasks.dueDate), taskVisibility(caller));

/** One claim's tasks the caller may see, soonest due first. */
export const claimTaskList = (caller: Caller, claimId: string) =>
  listSource(tasks, asc(tasks.dueDate), and(eq(tasks.claimId, claimId), taskVisibility(caller)));

export function createTaskRepository(db: Db) {
  return {
    insert(values: NewTask): Promise<TaskRow> {
      return insertReturning(db, tasks, values, 'task');
    },

    /** A live task the caller may see, or undefined (also for other organizations). */
    findVisible(caller: Caller, id: string): Promise<TaskRow | undefined> {
      return findLiveById(db, tasks, caller.organizationId, id, taskVisibility(caller));
    },

    /** Whether an active, live user of the organization has this id. */
    activeUserExists(organizationId: string, userId: string): Promise<boolean> {
      return rowExists(
        db,
        users,
        organizationId,
        userId,
        and(eq(users.deleted, false), eq(users.isActive, true)),
      );
    },

    /** The task types among `ids` that live tasks of the organization still hold. */
    typesInUse(organizationId: string, ids: readonly string[]): Promise<string[]> {
      return valuesInUse(db, tasks, tasks.type, organizationId, ids);
    },
  };
}

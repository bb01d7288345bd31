// Who sees and changes which task (issue 13). The server enforces it on every request; the
// browser uses the same rules only to shape the screen (offer "assign to" only when allowed…).
//  - managers (`all`, `manage_claims`): every task of the organization, assigned to anyone;
//  - claim staff (`view_claims`, `edit_claims`): their own tasks (assigned to them or created by
//    them) and the tasks of claims, which they may all see; with `edit_claims` they may change
//    them, assigning only to themselves;
//  - everyone else (Vendor, Client, Customer): the tasks assigned to them, whose status they may
//    change (mark done), nothing more.

export type TaskScope = 'all' | 'claims' | 'assigned';

export const TASK_MANAGERS = ['all', 'manage_claims'] as const;
export const TASK_CLAIM_STAFF = ['view_claims', 'edit_claims'] as const;
export const TASK_EDITORS = ['all', 'manage_claims', 'edit_claims'] as const;

export const ASSIGN_OTHERS_MESSAGE = 'Only managers can assign tasks to someone else';
export const STATUS_ONLY_MESSAGE = 'You can only change the status of tasks assigned to you';

const holds = (granted: readonly string[] | undefined, any: readonly string[]) =>
  !!granted && (granted.includes('all') || any.some((p) => granted.includes(p)));

export interface TaskCaller {
  userId: string;
  permissions: readonly string[] | undefined;
}

export interface TaskRef {
  assignedTo?: string | null;
  createdBy?: string | null;
  claimId?: string | null;
}

export function taskScope(permissions: readonly string[] | undefined): TaskScope {
  if (holds(permissions, TASK_MANAGERS)) return 'all';
  if (holds(permissions, TASK_CLAIM_STAFF)) return 'claims';
  return 'assigned';
}

export const canAssignToOthers = (permissions: readonly string[] | undefined) =>
  holds(permissions, TASK_MANAGERS);

export const canCreateTasks = (permissions: readonly string[] | undefined) =>
  holds(permissions, TASK_EDITORS);

const isOwn = (caller: TaskCaller, task: TaskRef) =>
  task.assignedTo === caller.userId || task.createdBy === caller.userId;

export function canSeeTask(caller: TaskCaller, task: TaskRef): boolean {
  const scope = taskScope(caller.permissions);
  if (scope === 'all') return true;
  if (scope === 'claims') return isOwn(caller, task) || !!task.claimId;
  return task.assignedTo === caller.userId;
}

/** Whether the caller may change more than the status (title, due date…) of a task they see. */
export function canEditTask(caller: TaskCaller, task: TaskRef): boolean {
  return canCreateTasks(caller.permissions) && canSeeTask(caller, task);
}

/** Whether the caller may mark the task done or move it on the board. */
export function canChangeTaskStatus(caller: TaskCaller, task: TaskRef): boolean {
  return canEditTask(caller, task) || task.assignedTo === caller.userId;
}

/**
 * Whether `assignee` may be written as a task's assignee by this caller: anyone for managers;
 * for others themselves, nobody, or whoever it already was.
 */
export function mayAssign(
  permissions: readonly string[] | undefined,
  callerId: string,
  assignee: string | null | undefined,
  current?: string | null,
): boolean {
  if (canAssignToOthers(permissions)) return true;
  return !assignee || assignee === callerId || assignee === current;
}

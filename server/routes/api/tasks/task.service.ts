import { activeTaskTypes } from '../../../../src/domain/task-types';
import type { TaskType } from '../../../../src/domain/task-types';
import {
  ASSIGN_OTHERS_MESSAGE,
  canChangeTaskStatus,
  canEditTask,
  mayAssign,
  STATUS_ONLY_MESSAGE,
  TASK_CLAIM_STAFF,
  TASK_MANAGERS,
} from '../../../../src/domain/task-access';
import type { Db } from '../../../db/client';
import { tasks } from '../../../db/schema/tasks';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { canSeeClaim } from '../../../repositories/claims-visibility';
import { createSettingsRepository } from '../../../repositories/settings.repository';
import { createTaskRepository, taskVisibility } from '../../../repositories/tasks.repository';
import type { TaskRow } from '../../../repositories/tasks.repository';
import { changeOf } from '../../../sync/change';
import type { Change } from '../../../sync/change';
import { softDelete, updateVersioned } from '../../../sync/versioned-write';
import { notifyTaskAssigned } from '../notifications/notification-events.service';
import { withDefaults } from '../settings/settings.service';
import type { CreateTaskBody, UpdateTaskBody } from './task.body';
import { taskView } from './task.view';

export const TASK_NOT_FOUND = 'Task not found';
export const CLAIM_NOT_VISIBLE = 'Claim not found';
export const FOREIGN_ASSIGNEE = 'The assignee is not an active user of your organization';
export const UNKNOWN_TYPE = 'Unknown task type';

/**
 * Who hears of a task's change (server/sync/change.ts): managers always, claim staff when it is a
 * claim's task, and its assignee and author by name, so every reader of src/domain/task-access.ts
 * pulls it and nobody else learns its id.
 */
export function taskChanges(row: TaskRow): Change[] {
  const notices = [changeOf('tasks', row, { permissions: TASK_MANAGERS })];
  if (row.claimId) {
    notices.push(changeOf('tasks', row, { claimId: row.claimId, permissions: TASK_CLAIM_STAFF }));
  }
  for (const userId of new Set([row.assignedTo, row.createdBy])) {
    if (userId) notices.push(changeOf('tasks', row, { userId }));
  }
  return notices;
}

async function taskTypes(tx: Db, organizationId: string): Promise<TaskType[]> {
  const row = await createSettingsRepository(tx).findGroup(organizationId, 'taskSettings');
  return withDefaults(row ? [row] : []).taskSettings.types as TaskType[];
}

type TaskFields = Partial<Pick<UpdateTaskBody, 'claimId' | 'assignedTo' | 'type'>>;

/** Claim, assignee and type must be the organization's own and, for the claim, visible. */
async function checkReferences(tx: Db, auth: AuthContext, body: TaskFields) {
  if (body.claimId && !(await canSeeClaim(tx, auth, body.claimId))) {
    throw badRequest(CLAIM_NOT_VISIBLE, { claimId: CLAIM_NOT_VISIBLE });
  }
  const repo = createTaskRepository(tx);
  if (body.assignedTo && !(await repo.activeUserExists(auth.organizationId, body.assignedTo))) {
    throw badRequest(FOREIGN_ASSIGNEE, { assignedTo: FOREIGN_ASSIGNEE });
  }
  if (body.type !== undefined) {
    const types = await taskTypes(tx, auth.organizationId);
    if (!types.some((t) => t.id === body.type))
      throw badRequest(UNKNOWN_TYPE, { type: UNKNOWN_TYPE });
  }
}

function checkAssignment(
  auth: AuthContext,
  assignee: string | null | undefined,
  current?: string | null,
) {
  if (assignee !== undefined && !mayAssign(auth.permissions, auth.userId, assignee, current)) {
    throw forbidden(ASSIGN_OTHERS_MESSAGE);
  }
}

const isDone = (status: string) => /^(done|completed)$/i.test(status);

/**
 * The due columns after a write: a day alone drops the time, a time alone brings its (UTC) day,
 * no day clears both.
 */
function dueColumns(body: Pick<UpdateTaskBody, 'dueDate' | 'dueAt'>) {
  if (body.dueDate === undefined && body.dueAt === undefined) return {};
  if (body.dueDate === null) return { dueDate: null, dueAt: null };
  const dueAt = body.dueAt ? new Date(body.dueAt) : null;
  return { dueDate: body.dueDate ?? dueAt?.toISOString().slice(0, 10) ?? null, dueAt };
}

export async function createTask(
  tx: Db,
  auth: AuthContext,
  body: CreateTaskBody,
): Promise<TaskRow> {
  checkAssignment(auth, body.assignedTo);
  await checkReferences(tx, auth, body);
  const type = body.type ?? activeTaskTypes(await taskTypes(tx, auth.organizationId))[0]?.id;
  const row = await createTaskRepository(tx).insert({
    title: body.title,
    description: body.description,
    status: body.status,
    priority: body.priority,
    type,
    claimId: body.claimId ?? null,
    assignedTo: body.assignedTo ?? null,
    ...dueColumns(body),
    completedAt: isDone(body.status) ? new Date() : null,
    organizationId: auth.organizationId,
    createdBy: auth.userId,
  });
  await notifyTaskAssigned(tx, auth, row);
  return row;
}

const target = (auth: AuthContext, id: string, expected: number | undefined) => ({
  id,
  organizationId: auth.organizationId,
  expected,
  notFound: TASK_NOT_FOUND,
  view: taskView,
  where: taskVisibility(auth),
});

async function visibleTask(tx: Db, auth: AuthContext, id: string): Promise<TaskRow> {
  const current = await createTaskRepository(tx).findVisible(auth, id);
  if (!current) throw notFound(TASK_NOT_FOUND);
  return current;
}

export async function updateTask(
  tx: Db,
  auth: AuthContext,
  id: string,
  expected: number | undefined,
  body: UpdateTaskBody,
): Promise<TaskRow> {
  const current = await visibleTask(tx, auth, id);
  if (!canEditTask(auth, current)) {
    if (!canChangeTaskStatus(auth, current)) throw forbidden();
    const others = Object.entries(body).filter(([k, v]) => k !== 'status' && v !== undefined);
    if (others.length > 0) throw forbidden(STATUS_ONLY_MESSAGE);
  }
  checkAssignment(auth, body.assignedTo, current.assignedTo);
  await checkReferences(tx, auth, body);
  const { dueDate: _day, dueAt: _time, ...rest } = body;
  const row = await updateVersioned(tx, tasks, target(auth, id, expected), {
    ...rest,
    ...dueColumns(body),
    ...(body.status === undefined ? {} : { completedAt: isDone(body.status) ? new Date() : null }),
  });
  if (row.assignedTo !== current.assignedTo) await notifyTaskAssigned(tx, auth, row);
  return row;
}

export async function deleteTask(
  tx: Db,
  auth: AuthContext,
  id: string,
  expected: number | undefined,
): Promise<TaskRow> {
  const current = await visibleTask(tx, auth, id);
  if (!canEditTask(auth, current)) throw forbidden();
  return softDelete(tx, tasks, target(auth, id, expected));
}

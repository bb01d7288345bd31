import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../auth/require-permission';
import type { Db } from '../../../db/client';
import { tasks } from '../../../db/schema/tasks';
import { badRequest } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createClaimRepository } from '../../../repositories/claims.repository';
import { CLAIM_FULL_READ } from '../../../repositories/claims-visibility';
import { createTaskRepository } from '../../../repositories/tasks.repository';
import type { TaskRow } from '../../../repositories/tasks.repository';
import { changeOf } from '../../../sync/change';
import { createAndPublish, requestTarget, writeAndPublish } from '../../../sync/published-write';
import { updateVersioned } from '../../../sync/versioned-write';
import { claimChildrenRoute } from '../claims/claim-children-route';
import { requireClaimWrite } from '../claims/claim-guards';
import { checkpointedListRoute } from '../list-route';
import { syncedDeleteRoute } from '../synced-delete-route';
import { writeOptions } from '../write-options';
import { createTaskBody, updateTaskBody } from './task.body';
import type { UpdateTaskBody } from './task.body';
import { taskAnswer, taskView, taskWireSchema } from './task.view';

const tags = ['tasks'];
export const TASK_NOT_FOUND = 'Task not found';

// Tasks are the staff's work list: reading needs full claim access, writing edit/manage_claims.
const requireTaskRead = requirePermission('view_claims', 'edit_claims', 'manage_claims');
const taskChange = (row: TaskRow) =>
  changeOf('tasks', row, { claimId: row.claimId, permissions: CLAIM_FULL_READ });

/** Claim and assignee must be the organization's own (a foreign key alone would take any). */
async function checkReferences(tx: Db, auth: AuthContext, body: UpdateTaskBody) {
  const repo = createClaimRepository(tx);
  if (body.claimId && !(await repo.claimExists(auth.organizationId, body.claimId))) {
    throw badRequest('Unknown claim', { claimId: 'No such claim' });
  }
  if (body.assignedTo && !(await repo.userExists(auth.organizationId, body.assignedTo))) {
    throw badRequest('Unknown assignee', { assignedTo: 'No such user' });
  }
}

const completedAt = (status: string | undefined) =>
  status === undefined
    ? {}
    : { completedAt: /^(done|completed)$/i.test(status) ? new Date() : null };

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  checkpointedListRoute(app, {
    resource: 'tasks',
    summary: 'List tasks (live list, or a checkpoint pull)',
    tags,
    guards: [requireTaskRead],
    table: tasks,
    wire: taskWireSchema,
    query: () => ({ view: taskView, orderBy: asc(tasks.dueDate) }),
  });

  claimChildrenRoute(app, {
    resource: 'tasks',
    summary: "A claim's tasks",
    tags,
    guards: [requireTaskRead],
    table: tasks,
    wire: taskWireSchema,
    view: taskView,
    orderBy: tasks.dueDate,
  });

  const write = writeOptions(app, { tags, guards: [requireClaimWrite], unwrap: 'task' });

  app.post(
    '/tasks',
    write.create('Create a task', createTaskBody, taskAnswer),
    async (request, reply) => {
      const { auth, body } = request;
      return createAndPublish(app.db, request, reply, {
        insert: async (tx) => {
          await checkReferences(tx, auth, body);
          return createTaskRepository(tx).insert({
            ...body,
            dueDate: body.dueDate ?? null,
            claimId: body.claimId ?? null,
            assignedTo: body.assignedTo ?? null,
            ...completedAt(body.status),
            organizationId: auth.organizationId,
            createdBy: auth.userId,
          });
        },
        change: taskChange,
        view: taskView,
      });
    },
  );

  app.put(
    '/tasks/:id',
    write.update('Update a task', updateTaskBody, taskAnswer),
    async (request) => {
      const { auth, body } = request;
      const row = await writeAndPublish(
        app.db,
        async (tx) => {
          await checkReferences(tx, auth, body);
          return updateVersioned(
            tx,
            tasks,
            requestTarget(request, { notFound: TASK_NOT_FOUND, view: taskView }),
            { ...body, ...completedAt(body.status) },
          );
        },
        taskChange,
      );
      return { data: taskView(row) };
    },
  );

  syncedDeleteRoute(app, {
    path: '/tasks',
    summary: 'Delete a task (soft)',
    tags,
    guards: [requireClaimWrite],
    table: tasks,
    notFound: TASK_NOT_FOUND,
    view: taskView,
    wire: taskWireSchema,
    change: taskChange,
  });
};

import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwnOrganization, requirePermission } from '../../../auth/require-permission';
import type { Db } from '../../../db/client';
import { tasks } from '../../../db/schema/tasks';
import { badRequest } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createClaimRepository } from '../../../repositories/claims.repository';
import { CLAIM_FULL_READ } from '../../../repositories/claims-visibility';
import { createTaskRepository } from '../../../repositories/tasks.repository';
import type { TaskRow } from '../../../repositories/tasks.repository';
import { changeOf } from '../../../sync/change';
import { pullQuerySchema } from '../../../sync/checkpoint';
import { listLive, listOrPull } from '../../../sync/checkpoint-pull';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { expectedVersion } from '../../../sync/if-match';
import { publishChange } from '../../../sync/publish-change';
import { softDelete, updateVersioned } from '../../../sync/versioned-write';
import { requireClaimWrite, visibleClaim } from '../claims/claim-guards';
import { claimIdParams } from '../claims/claim.body';
import { cleanBody } from '../clean-body';
import { listAnswerSchema } from '../list-answer';
import { orgParams } from '../org-params';
import { createTaskBody, taskIdParams, updateTaskBody } from './task.body';
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
  app.get(
    '/organizations/:orgId/tasks',
    {
      onRequest: [app.authenticate, requireOwnOrganization, requireTaskRead],
      schema: {
        summary: 'List tasks (live list, or a checkpoint pull)',
        tags,
        params: orgParams,
        querystring: pullQuerySchema,
        response: { 200: listAnswerSchema(taskWireSchema) },
      },
    },
    async (request) =>
      listOrPull(app.database, tasks, request.query, {
        organizationId: request.auth.organizationId,
        view: taskView,
        orderBy: asc(tasks.dueDate),
      }),
  );

  app.get(
    '/claims/:id/tasks',
    {
      onRequest: [app.authenticate, requireTaskRead],
      schema: {
        summary: "A claim's tasks",
        tags,
        params: claimIdParams,
        response: { 200: z.object({ data: z.array(taskWireSchema) }) },
      },
    },
    async (request) => {
      const claim = await visibleClaim(app.db, request, request.params.id);
      const data = await listLive(app.database, tasks, {
        organizationId: claim.organizationId,
        where: eq(tasks.claimId, claim.id),
        view: taskView,
        orderBy: asc(tasks.dueDate),
      });
      return { data };
    },
  );

  app.post(
    '/tasks',
    {
      onRequest: [app.authenticate, requireClaimWrite],
      preValidation: cleanBody({ unwrap: 'task' }),
      schema: {
        summary: 'Create a task',
        tags,
        body: createTaskBody,
        response: { 201: taskAnswer },
      },
    },
    async (request, reply) => {
      const { auth, body } = request;
      const result = await createOnce(app.db, request, async (tx) => {
        await checkReferences(tx, auth, body);
        const row = await createTaskRepository(tx).insert({
          ...body,
          dueDate: body.dueDate ?? null,
          claimId: body.claimId ?? null,
          assignedTo: body.assignedTo ?? null,
          ...completedAt(body.status),
          organizationId: auth.organizationId,
          createdBy: auth.userId,
        });
        await publishChange(tx, taskChange(row));
        return { statusCode: 201, body: { data: taskView(row) } };
      });
      return sendCreated(reply, result);
    },
  );

  app.put(
    '/tasks/:id',
    {
      onRequest: [app.authenticate, requireClaimWrite],
      preValidation: cleanBody({ unwrap: 'task' }),
      schema: {
        summary: 'Update a task',
        tags,
        params: taskIdParams,
        body: updateTaskBody,
        response: { 200: taskAnswer },
      },
    },
    async (request) => {
      const { auth, body } = request;
      const row = await app.db.transaction(async (tx) => {
        await checkReferences(tx, auth, body);
        const updated = await updateVersioned(
          tx,
          tasks,
          {
            id: request.params.id,
            organizationId: auth.organizationId,
            expected: expectedVersion(request.headers['if-match']),
            notFound: TASK_NOT_FOUND,
            view: taskView,
          },
          { ...body, ...completedAt(body.status) },
        );
        await publishChange(tx, taskChange(updated));
        return updated;
      });
      return { data: taskView(row) };
    },
  );

  app.delete(
    '/tasks/:id',
    {
      onRequest: [app.authenticate, requireClaimWrite],
      schema: {
        summary: 'Delete a task (soft)',
        tags,
        params: taskIdParams,
        response: { 200: taskAnswer },
      },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const deleted = await softDelete(tx, tasks, {
          id: request.params.id,
          organizationId: request.auth.organizationId,
          expected: expectedVersion(request.headers['if-match']),
          notFound: TASK_NOT_FOUND,
          view: taskView,
        });
        await publishChange(tx, taskChange(deleted));
        return deleted;
      });
      return { data: taskView(row) };
    },
  );
};

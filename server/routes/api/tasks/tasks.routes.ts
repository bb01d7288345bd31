import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimTaskList, taskList } from '../../../repositories/tasks.repository';
import { createAndPublish, writeAndPublish } from '../../../sync/published-write';
import { expectedVersion } from '../../../sync/if-match';
import { claimChildrenRoute } from '../claims/claim-children-route';
import { requireClaimRead, requireClaimWrite } from '../claims/claim-guards';
import { checkpointedListRoute } from '../list-route';
import { writeOptions } from '../write-options';
import { cleanTaskBody, createTaskBody, updateTaskBody } from './task.body';
import { createTask, deleteTask, taskChanges, updateTask } from './task.service';
import { taskAnswer, taskView, taskWireSchema } from './task.view';

const tags = ['tasks'];

// Tasks follow src/domain/task-access.ts: every member lists what they may see; creating and
// deleting need edit_claims or manage_claims; changing is decided per task by the service.
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  checkpointedListRoute(app, {
    resource: 'tasks',
    summary: 'List the tasks the caller may see (live list, or a checkpoint pull)',
    tags,
    wire: taskWireSchema,
    query: (request) => ({ ...taskList(request.auth), view: taskView }),
  });

  claimChildrenRoute(app, {
    resource: 'tasks',
    summary: "A claim's tasks the caller may see",
    tags,
    guards: [requireClaimRead],
    wire: taskWireSchema,
    query: (request, claimId) => ({ ...claimTaskList(request.auth, claimId), view: taskView }),
  });

  const write = writeOptions(app, { tags, guards: [requireClaimWrite], unwrap: 'task' });
  const change = writeOptions(app, { tags, guards: [], unwrap: 'task' });

  app.post(
    '/tasks',
    {
      ...write.create('Create a task', createTaskBody, taskAnswer),
      preValidation: cleanTaskBody(),
    },
    async (request, reply) =>
      createAndPublish(app.db, request, reply, {
        insert: (tx) => createTask(tx, request.auth, request.body),
        change: taskChanges,
        view: taskView,
      }),
  );

  app.put(
    '/tasks/:id',
    {
      ...change.update('Update a task (If-Match: "<version>")', updateTaskBody, taskAnswer),
      preValidation: cleanTaskBody(),
    },
    async (request) => {
      const expected = expectedVersion(request.headers['if-match']);
      const row = await writeAndPublish(
        app.db,
        (tx) => updateTask(tx, request.auth, request.params.id, expected, request.body),
        taskChanges,
      );
      return { data: taskView(row) };
    },
  );

  app.delete('/tasks/:id', write.remove('Delete a task (soft)', taskAnswer), async (request) => {
    const expected = expectedVersion(request.headers['if-match']);
    const row = await writeAndPublish(
      app.db,
      (tx) => deleteTask(tx, request.auth, request.params.id, expected),
      taskChanges,
    );
    return { data: taskView(row) };
  });
};

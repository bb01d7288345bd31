import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireStaff } from '../../../auth/require-permission';
import { createUserDirectoryRepository } from '../../../repositories/user-directory.repository';
import { userList } from '../../../repositories/user.repository';
import type { UserRow } from '../../../repositories/user.repository';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { checkpointedListRoute } from '../list-route';
import { conflictOnUnique } from '../unique-conflict';
import { versionedServiceHandlers } from '../versioned-service-handlers';
import { writeOptions } from '../write-options';
import { createUserBody, updateUserBody } from './user.body';
import { userRecordSchema, userRecordView } from './user-record.view';
import { createUserService, EMAIL_TAKEN_MESSAGE } from './user.service';

const tags = ['users'];
const one = z.object({ data: userRecordSchema });

// SPEC 7 users rows. Listing is for staff (assignment pickers, the users screen); creating,
// deactivating, re-roling and deleting need manage_users; anyone may rename themselves.
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUserService(app.db);
  const handlers = versionedServiceHandlers(service);
  const directory = createUserDirectoryRepository(app.db);

  checkpointedListRoute(app, {
    resource: 'users',
    summary: 'List the users of the organization',
    tags,
    guards: [requireStaff],
    wire: userRecordSchema,
    query: async (request) => {
      const permissions = await directory.rolePermissions(request.auth.organizationId);
      return {
        ...userList(),
        view: (row: UserRow) =>
          userRecordView({ ...row, permissions: permissions.get(row.role) ?? [] }),
      };
    },
  });

  const manage = writeOptions(app, {
    tags,
    guards: [requirePermission('manage_users')],
    unwrap: 'user',
    secrets: ['password'],
  });
  const self = writeOptions(app, { tags, guards: [], unwrap: 'user' });

  app.post(
    '/users',
    manage.create(
      'Create a user (without a password: invite them)',
      createUserBody,
      z.object({ data: userRecordSchema, invited: z.boolean() }),
    ),
    async (request, reply) => {
      const prepared = await service.prepareCreate(request.auth, request.body);
      const result = await createOnce(app.db, request, async (tx) => ({
        statusCode: 201,
        body: await service.insert(tx, prepared),
      })).catch(conflictOnUnique(EMAIL_TAKEN_MESSAGE));
      return sendCreated(reply, result);
    },
  );

  app.put(
    '/users/:id',
    self.update(
      'Update a user: names (anyone, for themselves); email, role, active (manage_users)',
      updateUserBody,
      one,
    ),
    handlers.update,
  );

  app.delete('/users/:id', manage.remove('Delete a user (soft delete)', one), handlers.remove);
};

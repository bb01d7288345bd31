import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '../../../../src/domain/permissions';
import {
  requireOwnOrganization,
  requirePermission,
  requireStaff,
} from '../../../auth/require-permission';
import { createUserDirectoryRepository } from '../../../repositories/user-directory.repository';
import { userList } from '../../../repositories/user.repository';
import type { UserRow } from '../../../repositories/user.repository';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { checkpointedListRoute } from '../list-route';
import { orgParams } from '../org-params';
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
      // Last login is for those who manage users; the replicas of everyone else go without it.
      const seesLogins = hasPermission(request.auth.permissions, 'manage_users');
      return {
        ...userList(),
        view: (row: UserRow) =>
          userRecordView({
            ...row,
            lastLogin: seesLogins ? row.lastLogin : null,
            permissions: permissions.get(row.role) ?? [],
          }),
      };
    },
  });

  // The users screen reads this online (not the replica): last logins are not published as
  // changes, and role and activity changes are decided by the server at the moment they are made.
  app.get(
    '/organizations/:orgId/user_accounts',
    {
      onRequest: [app.authenticate, requireOwnOrganization, requirePermission('manage_users')],
      schema: {
        summary: 'The users screen: every live user with role, activity and last login',
        tags,
        params: orgParams,
        response: { 200: z.object({ data: z.array(userRecordSchema) }) },
      },
    },
    async (request) => ({ data: (await service.list(request.auth)).map(userRecordView) }),
  );

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

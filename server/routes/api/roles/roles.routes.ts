import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireStaff } from '../../../auth/require-permission';
import { roleList } from '../../../repositories/role.repository';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { ROLE_EXISTS_MESSAGE } from '../../../../src/domain/role.schema';
import { checkpointedListRoute } from '../list-route';
import { conflictOnUnique } from '../unique-conflict';
import { versionedServiceHandlers } from '../versioned-service-handlers';
import { writeOptions } from '../write-options';
import { roleBody } from './role.body';
import { createRoleService } from './role.service';
import { roleView, roleWireSchema } from './role.view';

const tags = ['roles'];
const one = z.object({ data: roleWireSchema });

// Roles and their permissions (SPEC 3, 5, 6). Reading is for staff; writing needs manage_users,
// since a role is what decides what a user may do.
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRoleService(app.db);
  const handlers = versionedServiceHandlers(service);
  const write = writeOptions(app, {
    tags,
    guards: [requirePermission('manage_users')],
    unwrap: 'role',
  });

  checkpointedListRoute(app, {
    resource: 'roles',
    summary: 'List the roles of the organization',
    tags,
    guards: [requireStaff],
    wire: roleWireSchema,
    query: () => ({ ...roleList(), view: roleView }),
  });

  app.post(
    '/roles',
    write.create('Create a role (names are unique)', roleBody, one),
    async (request, reply) => {
      const result = await createOnce(app.db, request, async (tx) => ({
        statusCode: 201,
        body: { data: await service.create(tx, request.auth, request.body) },
      })).catch(conflictOnUnique(ROLE_EXISTS_MESSAGE));
      return sendCreated(reply, result);
    },
  );

  app.put(
    '/roles/:id',
    write.update('Rename a role or change its permissions or description', roleBody.partial(), one),
    handlers.update,
  );

  app.delete('/roles/:id', write.remove('Delete a role no user holds', one), handlers.remove);
};

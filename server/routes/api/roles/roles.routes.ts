import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleInputSchema } from '../../../../src/domain/role.schema';
import {
  requireOwnOrganization,
  requirePermission,
  requireStaff,
} from '../../../auth/require-permission';
import { roles } from '../../../db/schema/users';
import { isUniqueViolation } from '../../../db/unique-violation';
import { HttpError } from '../../../http/errors';
import { pullQuerySchema } from '../../../sync/checkpoint';
import { listOrPull } from '../../../sync/checkpoint-pull';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { expectedVersion } from '../../../sync/if-match';
import { ROLE_EXISTS_MESSAGE } from '../../../../src/domain/role.schema';
import { cleanBody } from '../clean-body';
import { listAnswerSchema, typedList } from '../list-answer';
import { orgParams } from '../org-params';
import { createRoleService } from './role.service';
import { roleView, roleWireSchema } from './role.view';
import type { RoleWire } from './role.view';

const tags = ['roles'];
const one = z.object({ data: roleWireSchema });
const idParams = z.object({ id: z.string().min(1).max(100) });
const roleBody = roleInputSchema.extend({ name: roleInputSchema.shape.name.max(60) });

// Roles and their permissions (SPEC 3, 5, 6). Reading is for staff; writing needs manage_users,
// since a role is what decides what a user may do.
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRoleService(app.db);
  const manage = [app.authenticate, requirePermission('manage_users')];

  app.get(
    '/organizations/:orgId/roles',
    {
      onRequest: [app.authenticate, requireOwnOrganization, requireStaff],
      schema: {
        summary: 'List the roles of the organization',
        tags,
        params: orgParams,
        querystring: pullQuerySchema,
        response: { 200: listAnswerSchema(roleWireSchema) },
      },
    },
    async (request) =>
      typedList<RoleWire>(
        await listOrPull(app.database, roles, request.query, {
          organizationId: request.auth.organizationId,
          orderBy: asc(roles.createdAt),
          view: roleView,
        }),
      ),
  );

  app.post(
    '/roles',
    {
      onRequest: manage,
      preValidation: cleanBody({ unwrap: 'role' }),
      schema: {
        summary: 'Create a role (names are unique)',
        tags,
        body: roleBody,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      try {
        const result = await createOnce(app.db, request, async (tx) => ({
          statusCode: 201,
          body: { data: await service.create(tx, request.auth, request.body) },
        }));
        return sendCreated(reply, result);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, ROLE_EXISTS_MESSAGE);
        throw error;
      }
    },
  );

  app.put(
    '/roles/:id',
    {
      onRequest: manage,
      preValidation: cleanBody({ unwrap: 'role' }),
      schema: {
        summary: 'Rename a role or change its permissions or description',
        tags,
        params: idParams,
        body: roleBody.partial(),
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await service.update(
        request.auth,
        request.params.id,
        request.body,
        expectedVersion(request.headers['if-match']),
      ),
    }),
  );

  app.delete(
    '/roles/:id',
    {
      onRequest: manage,
      schema: {
        summary: 'Delete a role no user holds',
        tags,
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await service.remove(
        request.auth,
        request.params.id,
        expectedVersion(request.headers['if-match']),
      ),
    }),
  );
};

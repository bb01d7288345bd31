import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  requireOwnOrganization,
  requirePermission,
  requireStaff,
} from '../../../auth/require-permission';
import { asc } from 'drizzle-orm';
import { users } from '../../../db/schema/users';
import { isUniqueViolation } from '../../../db/unique-violation';
import { HttpError } from '../../../http/errors';
import { createUserDirectoryRepository } from '../../../repositories/user-directory.repository';
import type { UserRow } from '../../../repositories/user.repository';
import { pullQuerySchema } from '../../../sync/checkpoint';
import { listOrPull } from '../../../sync/checkpoint-pull';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { expectedVersion } from '../../../sync/if-match';
import { listAnswerSchema, typedList } from '../list-answer';
import { cleanBody } from '../clean-body';
import { orgParams } from '../org-params';
import { createUserBody, updateUserBody, userIdParams } from './user.body';
import { userRecordSchema, userRecordView } from './user-record.view';
import type { UserRecord } from './user-record.view';
import { createUserService, EMAIL_TAKEN_MESSAGE } from './user.service';

const tags = ['users'];
const one = z.object({ data: userRecordSchema });

// SPEC 7 users rows. Listing is for staff (assignment pickers, the users screen); creating,
// deactivating, re-roling and deleting need manage_users; anyone may rename themselves.
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUserService(app.db);
  const directory = createUserDirectoryRepository(app.db);

  app.get(
    '/organizations/:orgId/users',
    {
      onRequest: [app.authenticate, requireOwnOrganization, requireStaff],
      schema: {
        summary: 'List the users of the organization',
        tags,
        params: orgParams,
        querystring: pullQuerySchema,
        response: { 200: listAnswerSchema(userRecordSchema) },
      },
    },
    async (request) => {
      const { organizationId } = request.auth;
      const permissions = await directory.rolePermissions(organizationId);
      const answer = await listOrPull(app.database, users, request.query, {
        organizationId,
        orderBy: asc(users.lastName),
        view: (row: UserRow) =>
          userRecordView({ ...row, permissions: permissions.get(row.role) ?? [] }),
      });
      return typedList<UserRecord>(answer);
    },
  );

  app.post(
    '/users',
    {
      onRequest: [app.authenticate, requirePermission('manage_users')],
      preValidation: cleanBody({ unwrap: 'user', secrets: ['password'] }),
      schema: {
        summary: 'Create a user (without a password: invite them)',
        tags,
        body: createUserBody,
        response: { 201: z.object({ data: userRecordSchema, invited: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const prepared = await service.prepareCreate(request.auth, request.body);
      try {
        const result = await createOnce(app.db, request, async (tx) => ({
          statusCode: 201,
          body: await service.insert(tx, prepared),
        }));
        return sendCreated(reply, result);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
        throw error;
      }
    },
  );

  app.put(
    '/users/:id',
    {
      onRequest: app.authenticate,
      preValidation: cleanBody({ unwrap: 'user' }),
      schema: {
        summary:
          'Update a user: names (anyone, for themselves); email, role, active (manage_users)',
        tags,
        params: userIdParams,
        body: updateUserBody,
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
    '/users/:id',
    {
      onRequest: [app.authenticate, requirePermission('manage_users')],
      schema: {
        summary: 'Delete a user (soft delete)',
        tags,
        params: userIdParams,
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

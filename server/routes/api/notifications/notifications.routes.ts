import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwnOrganization } from '../../../auth/require-permission';
import { notifications } from '../../../db/schema/settings';
import { toWire } from '../../../http/wire';
import { changeOf } from '../../../sync/change';
import { pullQuerySchema } from '../../../sync/checkpoint';
import { listOrPull } from '../../../sync/checkpoint-pull';
import { expectedVersion } from '../../../sync/if-match';
import { publishChange } from '../../../sync/publish-change';
import { updateVersioned } from '../../../sync/versioned-write';
import { listAnswerSchema, typedList } from '../list-answer';
import { orgParams } from '../org-params';

type NotificationRow = typeof notifications.$inferSelect;

const tags = ['notifications'];
const NOT_FOUND = 'Notification not found';

const notificationWireSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  user_id: z.string().nullable(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  claim_id: z.string().nullable(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  version: z.number(),
  updated_at: z.string(),
  deleted: z.boolean(),
});

type NotificationWire = z.infer<typeof notificationWireSchema>;

const view = (row: NotificationRow) =>
  toWire({ ...row, read: row.readAt !== null }) as NotificationWire;
const notice = (row: NotificationRow) => changeOf('notifications', row, { userId: row.userId });

// Each user's own notifications: listed, marked read or unread one by one, or all read at once.
// Another user's notification is "not found", whatever the caller's role.
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mine = (userId: string) => eq(notifications.userId, userId);

  app.get(
    '/organizations/:orgId/notifications',
    {
      onRequest: [app.authenticate, requireOwnOrganization],
      schema: {
        summary: 'The caller’s notifications',
        tags,
        params: orgParams,
        querystring: pullQuerySchema,
        response: { 200: listAnswerSchema(notificationWireSchema) },
      },
    },
    async (request) =>
      typedList<NotificationWire>(
        await listOrPull(app.database, notifications, request.query, {
          organizationId: request.auth.organizationId,
          where: mine(request.auth.userId),
          orderBy: desc(notifications.createdAt),
          view,
        }),
      ),
  );

  app.put(
    '/notifications/read_all',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Mark all the caller’s notifications read',
        tags,
        response: { 200: z.object({ updated: z.number() }) },
      },
    },
    async (request) => {
      const { organizationId, userId } = request.auth;
      const rows = await app.db.transaction(async (tx) => {
        const updated = await tx
          .update(notifications)
          .set({ readAt: new Date() })
          .where(
            and(
              eq(notifications.organizationId, organizationId),
              mine(userId),
              isNull(notifications.readAt),
              eq(notifications.deleted, false),
            ),
          )
          .returning();
        for (const row of updated) await publishChange(tx, notice(row));
        return updated;
      });
      return { updated: rows.length };
    },
  );

  app.put(
    '/notifications/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Mark one notification read or unread',
        tags,
        params: z.object({ id: z.string().min(1).max(100) }),
        body: z.object({ read: z.boolean() }),
        response: { 200: z.object({ data: notificationWireSchema }) },
      },
    },
    async (request) => {
      const { organizationId, userId } = request.auth;
      const row = await app.db.transaction(async (tx) => {
        const updated = await updateVersioned(
          tx,
          notifications,
          {
            id: request.params.id,
            organizationId,
            expected: expectedVersion(request.headers['if-match']),
            notFound: NOT_FOUND,
            view,
            where: mine(userId),
          },
          { readAt: request.body.read ? new Date() : null },
        );
        await publishChange(tx, notice(updated));
        return updated;
      });
      return { data: view(row) };
    },
  );
};

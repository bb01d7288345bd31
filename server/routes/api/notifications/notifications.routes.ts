import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notifications } from '../../../db/schema/settings';
import { toWire } from '../../../http/wire';
import { changeOf } from '../../../sync/change';
import { publishChange } from '../../../sync/publish-change';
import { requestTarget, writeAndPublish } from '../../../sync/published-write';
import { updateVersioned } from '../../../sync/versioned-write';
import { idParams } from '../id-params';
import { checkpointedListRoute } from '../list-route';

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

  checkpointedListRoute(app, {
    resource: 'notifications',
    summary: 'The caller’s notifications',
    tags,
    table: notifications,
    wire: notificationWireSchema,
    query: (request) => ({
      where: mine(request.auth.userId),
      orderBy: desc(notifications.createdAt),
      view,
    }),
  });

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
        params: idParams,
        body: z.object({ read: z.boolean() }),
        response: { 200: z.object({ data: notificationWireSchema }) },
      },
    },
    async (request) => {
      const row = await writeAndPublish(
        app.db,
        (tx) =>
          updateVersioned(
            tx,
            notifications,
            requestTarget(request, { notFound: NOT_FOUND, view, where: mine(request.auth.userId) }),
            { readAt: request.body.read ? new Date() : null },
          ),
        notice,
      );
      return { data: view(row) };
    },
  );
};

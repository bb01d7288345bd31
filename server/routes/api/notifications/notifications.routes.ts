import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationList } from '../../../repositories/notifications.repository';
import { writeAndPublish } from '../../../sync/published-write';
import { idParams } from '../id-params';
import { checkpointedListRoute } from '../list-route';
import { readBody } from './notification.body';
import { markAllRead, markRead, notificationChange } from './notification.service';
import { notificationView, notificationWireSchema } from './notification.view';

const tags = ['notifications'];

// Each user's own notifications: listed, marked read or unread one by one, or all read at once.
// Another user's notification is "not found", whatever the caller's role.
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  checkpointedListRoute(app, {
    resource: 'notifications',
    summary: 'The caller’s notifications',
    tags,
    wire: notificationWireSchema,
    query: (request) => ({ ...notificationList(request.auth.userId), view: notificationView }),
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
      return { updated: await markAllRead(app.db, organizationId, userId) };
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
        body: readBody,
        response: { 200: z.object({ data: notificationWireSchema }) },
      },
    },
    async (request) => {
      const row = await writeAndPublish(
        app.db,
        (tx) => markRead(tx, request, request.body.read),
        notificationChange,
      );
      return { data: notificationView(row) };
    },
  );
};

import { CLAIM_WRITE_PERMISSIONS } from '../../../../src/domain/permissions';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, requirePermission, requireStaff } from '../../../auth/require-permission';
import type { Db } from '../../../db/client';
import { calendarEvents } from '../../../db/schema/tasks';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createCalendarFeedRepository } from '../../../repositories/calendar-feed.repository';
import { canSeeClaim } from '../../../repositories/claims-visibility';
import { changeOf } from '../../../sync/change';
import { createAndPublish, requestTarget, writeAndPublish } from '../../../sync/published-write';
import type { IdRequest } from '../../../sync/published-write';
import { lockForWrite, softDelete, updateVersioned } from '../../../sync/versioned-write';
import { STAFF_PERMISSIONS } from '../../../auth/require-permission';
import { eventIcs, ICS_CONTENT_TYPE, icsFileName } from '../calendar-feed/calendar-feed.view';
import { idParams } from '../id-params';
import { checkpointedListRoute } from '../list-route';
import { writeOptions } from '../write-options';
import {
  createCalendarEventBody,
  END_BEFORE_START,
  endsBeforeStart,
  updateCalendarEventBody,
} from './calendar-event.body';
import { calendarEventView, calendarEventWireSchema } from './calendar-event.view';
import type { CalendarEventRow } from './calendar-event.view';

const tags = ['calendar'];
const one = z.object({ data: calendarEventWireSchema });
const NOT_FOUND = 'Event not found';
const CLAIM_NOT_FOUND = 'Claim not found';

const eventChange = (row: CalendarEventRow) =>
  changeOf('calendar_events', row, { permissions: STAFF_PERMISSIONS, claimId: row.claimId });

async function assertClaim(db: Db, auth: AuthContext, claimId: string | null | undefined) {
  if (claimId && !(await canSeeClaim(db, auth, claimId))) throw notFound(CLAIM_NOT_FOUND);
}

// The organization's calendar: staff read it; claim writers (edit_claims, manage_claims) add
// events; an event is changed or removed by its creator or by a claims manager.
export const calendarEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = writeOptions(app, {
    tags,
    guards: [requirePermission(...CLAIM_WRITE_PERMISSIONS)],
    unwrap: 'event',
  });

  async function editable(tx: Db, request: IdRequest, canManage: boolean) {
    const target = requestTarget(request, { notFound: NOT_FOUND, view: calendarEventView });
    const current = await lockForWrite(tx, calendarEvents, target);
    if (!canManage && current.createdBy !== request.auth.userId)
      throw forbidden('Only its creator or a claims manager may change this event');
    return { current, target };
  }

  checkpointedListRoute(app, {
    resource: 'calendar_events',
    summary: 'List calendar events',
    tags,
    guards: [requireStaff],
    table: calendarEvents,
    wire: calendarEventWireSchema,
    query: () => ({ orderBy: asc(calendarEvents.startAt), view: calendarEventView }),
  });

  // "Add to calendar": one event as an .ics file, for whoever may read the calendar.
  const feedRows = createCalendarFeedRepository(app.db);
  app.get(
    '/calendar_events/:id/ics',
    {
      onRequest: [app.authenticate, requireStaff],
      schema: { summary: 'Download a calendar event as an iCalendar file', tags, params: idParams },
    },
    async (request, reply) => {
      const row = await feedRows.findEvent(request.auth.organizationId, request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      const name = icsFileName(row.title);
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(eventIcs(row));
    },
  );

  app.post(
    '/calendar_events',
    write.create('Add a calendar event', createCalendarEventBody, one),
    async (request, reply) => {
      const { start, end, ...fields } = request.body;
      await assertClaim(app.db, request.auth, fields.claimId);
      return createAndPublish(app.db, request, reply, {
        insert: async (tx) => {
          const [row] = await tx
            .insert(calendarEvents)
            .values({
              ...fields,
              startAt: new Date(start),
              endAt: new Date(end),
              organizationId: request.auth.organizationId,
              createdBy: request.auth.userId,
            })
            .returning();
          return row!;
        },
        change: eventChange,
        view: calendarEventView,
      });
    },
  );

  app.put(
    '/calendar_events/:id',
    write.update('Change a calendar event', updateCalendarEventBody, one),
    async (request) => {
      const { start, end, ...fields } = request.body;
      await assertClaim(app.db, request.auth, fields.claimId);
      const manage = can(request, 'manage_claims');
      const row = await writeAndPublish(
        app.db,
        async (tx) => {
          const { current, target } = await editable(tx, request, manage);
          const next = {
            start: start ?? current.startAt.toISOString(),
            end: end ?? current.endAt.toISOString(),
          };
          if (endsBeforeStart(next)) throw badRequest(END_BEFORE_START, { end: END_BEFORE_START });
          return updateVersioned(
            tx,
            calendarEvents,
            { ...target, expected: undefined },
            { ...fields, startAt: new Date(next.start), endAt: new Date(next.end) },
          );
        },
        eventChange,
      );
      return { data: calendarEventView(row) };
    },
  );

  app.delete(
    '/calendar_events/:id',
    write.remove('Remove a calendar event', one),
    async (request) => {
      const manage = can(request, 'manage_claims');
      const row = await writeAndPublish(
        app.db,
        async (tx) => {
          const { target } = await editable(tx, request, manage);
          return softDelete(tx, calendarEvents, { ...target, expected: undefined });
        },
        eventChange,
      );
      return { data: calendarEventView(row) };
    },
  );
};

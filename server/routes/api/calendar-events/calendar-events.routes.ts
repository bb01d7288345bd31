import { CLAIM_WRITE_PERMISSIONS } from '../../../../src/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, requirePermission, requireStaff } from '../../../auth/require-permission';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { calendarEventList } from '../../../repositories/calendar-events.repository';
import { createCalendarFeedRepository } from '../../../repositories/calendar-feed.repository';
import { canSeeClaim } from '../../../repositories/claims-visibility';
import { changeOf } from '../../../sync/change';
import { createAndPublish, requestTarget, writeAndPublish } from '../../../sync/published-write';
import type { IdRequest } from '../../../sync/published-write';
import { STAFF_PERMISSIONS } from '../../../../src/domain/permissions';
import { eventIcs, ICS_CONTENT_TYPE, icsFileName } from '../calendar-feed/calendar-feed.view';
import { idParams } from '../id-params';
import { checkpointedListRoute } from '../list-route';
import { writeOptions } from '../write-options';
import { createCalendarEventBody, updateCalendarEventBody } from './calendar-event.body';
import {
  CALENDAR_EVENT_NOT_FOUND,
  createCalendarEvent,
  removeCalendarEvent,
  updateCalendarEvent,
} from './calendar-event.service';
import { calendarEventView, calendarEventWireSchema } from './calendar-event.view';
import type { CalendarEventRow } from './calendar-event.view';

const tags = ['calendar'];
const one = z.object({ data: calendarEventWireSchema });
const CLAIM_NOT_FOUND = 'Claim not found';

// Exported for the contact merge, which moves attendances.
export const eventChange = (row: CalendarEventRow) =>
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
  const target = (request: IdRequest) =>
    requestTarget(request, { notFound: CALENDAR_EVENT_NOT_FOUND, view: calendarEventView });

  checkpointedListRoute(app, {
    resource: 'calendar_events',
    summary: 'List calendar events',
    tags,
    guards: [requireStaff],
    wire: calendarEventWireSchema,
    query: () => ({ ...calendarEventList(), view: calendarEventView }),
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
      if (!row) throw notFound(CALENDAR_EVENT_NOT_FOUND);
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
      await assertClaim(app.db, request.auth, request.body.claimId);
      return createAndPublish(app.db, request, reply, {
        insert: (tx) => createCalendarEvent(tx, request.auth, request.body),
        change: eventChange,
        view: calendarEventView,
      });
    },
  );

  app.put(
    '/calendar_events/:id',
    write.update('Change a calendar event', updateCalendarEventBody, one),
    async (request) => {
      await assertClaim(app.db, request.auth, request.body.claimId);
      const manage = can(request, 'manage_claims');
      const row = await writeAndPublish(
        app.db,
        (tx) => updateCalendarEvent(tx, request.auth, target(request), manage, request.body),
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
        (tx) => removeCalendarEvent(tx, request.auth, target(request), manage),
        eventChange,
      );
      return { data: calendarEventView(row) };
    },
  );
};

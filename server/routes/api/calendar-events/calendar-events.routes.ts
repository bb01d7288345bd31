import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  can,
  requireOwnOrganization,
  requirePermission,
  requireStaff,
} from '../../../auth/require-permission';
import type { Db } from '../../../db/client';
import { calendarEvents } from '../../../db/schema/tasks';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { canSeeClaim } from '../../../repositories/claims-visibility';
import { changeOf } from '../../../sync/change';
import { pullQuerySchema } from '../../../sync/checkpoint';
import { listOrPull } from '../../../sync/checkpoint-pull';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { expectedVersion } from '../../../sync/if-match';
import { publishChange } from '../../../sync/publish-change';
import { lockForWrite, updateVersioned } from '../../../sync/versioned-write';
import { STAFF_PERMISSIONS } from '../../../auth/require-permission';
import { cleanBody } from '../clean-body';
import { listAnswerSchema, typedList } from '../list-answer';
import { orgParams } from '../org-params';
import {
  createCalendarEventBody,
  END_BEFORE_START,
  endsBeforeStart,
  updateCalendarEventBody,
} from './calendar-event.body';
import { calendarEventView, calendarEventWireSchema } from './calendar-event.view';
import type { CalendarEventRow, CalendarEventWire } from './calendar-event.view';

const tags = ['calendar'];
const one = z.object({ data: calendarEventWireSchema });
const idParams = z.object({ id: z.string().min(1).max(100) });
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
  const write = [app.authenticate, requirePermission('edit_claims', 'manage_claims')];

  async function editable(
    tx: Db,
    auth: AuthContext,
    id: string,
    expected: number | undefined,
    canManage: boolean,
  ) {
    const target = {
      id,
      organizationId: auth.organizationId,
      expected,
      notFound: NOT_FOUND,
      view: calendarEventView,
    };
    const current = await lockForWrite(tx, calendarEvents, target);
    if (!canManage && current.createdBy !== auth.userId)
      throw forbidden('Only its creator or a claims manager may change this event');
    return { current, target };
  }

  app.get(
    '/organizations/:orgId/calendar_events',
    {
      onRequest: [app.authenticate, requireOwnOrganization, requireStaff],
      schema: {
        summary: 'List calendar events',
        tags,
        params: orgParams,
        querystring: pullQuerySchema,
        response: { 200: listAnswerSchema(calendarEventWireSchema) },
      },
    },
    async (request) =>
      typedList<CalendarEventWire>(
        await listOrPull(app.database, calendarEvents, request.query, {
          organizationId: request.auth.organizationId,
          orderBy: asc(calendarEvents.startAt),
          view: calendarEventView,
        }),
      ),
  );

  app.post(
    '/calendar_events',
    {
      onRequest: write,
      preValidation: cleanBody({ unwrap: 'event' }),
      schema: {
        summary: 'Add a calendar event',
        tags,
        body: createCalendarEventBody,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const { start, end, ...fields } = request.body;
      await assertClaim(app.db, request.auth, fields.claimId);
      const result = await createOnce(app.db, request, async (tx) => {
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
        await publishChange(tx, eventChange(row!));
        return { statusCode: 201, body: { data: calendarEventView(row!) } };
      });
      return sendCreated(reply, result);
    },
  );

  app.put(
    '/calendar_events/:id',
    {
      onRequest: write,
      preValidation: cleanBody({ unwrap: 'event' }),
      schema: {
        summary: 'Change a calendar event',
        tags,
        params: idParams,
        body: updateCalendarEventBody,
        response: { 200: one },
      },
    },
    async (request) => {
      const { start, end, ...fields } = request.body;
      await assertClaim(app.db, request.auth, fields.claimId);
      const manage = can(request, 'manage_claims');
      const row = await app.db.transaction(async (tx) => {
        const { current, target } = await editable(
          tx,
          request.auth,
          request.params.id,
          expectedVersion(request.headers['if-match']),
          manage,
        );
        const next = {
          start: start ?? current.startAt.toISOString(),
          end: end ?? current.endAt.toISOString(),
        };
        if (endsBeforeStart(next)) throw badRequest(END_BEFORE_START, { end: END_BEFORE_START });
        const updated = await updateVersioned(
          tx,
          calendarEvents,
          { ...target, expected: undefined },
          { ...fields, startAt: new Date(next.start), endAt: new Date(next.end) },
        );
        await publishChange(tx, eventChange(updated));
        return updated;
      });
      return { data: calendarEventView(row) };
    },
  );

  app.delete(
    '/calendar_events/:id',
    {
      onRequest: write,
      schema: {
        summary: 'Remove a calendar event',
        tags,
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => {
      const manage = can(request, 'manage_claims');
      const row = await app.db.transaction(async (tx) => {
        const { target } = await editable(
          tx,
          request.auth,
          request.params.id,
          expectedVersion(request.headers['if-match']),
          manage,
        );
        const deleted = await updateVersioned(
          tx,
          calendarEvents,
          { ...target, expected: undefined },
          { deleted: true },
        );
        await publishChange(tx, eventChange(deleted));
        return deleted;
      });
      return { data: calendarEventView(row) };
    },
  );
};

import type { Db } from '../../../db/client';
import { calendarEvents } from '../../../db/schema/tasks';
import { badRequest, forbidden } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createCalendarEventRepository } from '../../../repositories/calendar-events.repository';
import type { CalendarEventRow } from '../../../repositories/calendar-events.repository';
import { lockForWrite, softDelete, updateVersioned } from '../../../sync/versioned-write';
import type { WriteTarget } from '../../../sync/versioned-write';
import { END_BEFORE_START, endsBeforeStart } from './calendar-event.body';
import type { CreateCalendarEventBody, UpdateCalendarEventBody } from './calendar-event.body';

export const CALENDAR_EVENT_NOT_FOUND = 'Event not found';

/** The event locked for a change, after checking that the caller may change it. */
async function editable(
  tx: Db,
  auth: AuthContext,
  target: WriteTarget<CalendarEventRow>,
  canManage: boolean,
) {
  const current = await lockForWrite(tx, calendarEvents, target);
  if (!canManage && current.createdBy !== auth.userId)
    throw forbidden('Only its creator or a claims manager may change this event');
  return current;
}

export function createCalendarEvent(
  tx: Db,
  auth: AuthContext,
  body: CreateCalendarEventBody,
): Promise<CalendarEventRow> {
  const { start, end, ...fields } = body;
  return createCalendarEventRepository(tx).insert({
    ...fields,
    startAt: new Date(start),
    endAt: new Date(end),
    organizationId: auth.organizationId,
    createdBy: auth.userId,
  });
}

/**
 * Changes an event its creator or a claims manager (`canManage`) may change; the new start and
 * end, each sent or kept, must stay in order. If-Match is checked when the row is locked.
 */
export async function updateCalendarEvent(
  tx: Db,
  auth: AuthContext,
  target: WriteTarget<CalendarEventRow>,
  canManage: boolean,
  body: UpdateCalendarEventBody,
): Promise<CalendarEventRow> {
  const { start, end, ...fields } = body;
  const current = await editable(tx, auth, target, canManage);
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
}

/** Removes an event its creator or a claims manager (`canManage`) may change. */
export async function removeCalendarEvent(
  tx: Db,
  auth: AuthContext,
  target: WriteTarget<CalendarEventRow>,
  canManage: boolean,
): Promise<CalendarEventRow> {
  await editable(tx, auth, target, canManage);
  return softDelete(tx, calendarEvents, { ...target, expected: undefined });
}

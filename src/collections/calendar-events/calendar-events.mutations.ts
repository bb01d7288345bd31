import type { CalendarEventInput } from '../../domain/calendar-event.schema';
import type { AppDatabase } from '../app-database';
import {
  itemPath,
  newLocalRecord,
  type RecordAuthor,
  recordWrites,
} from '../sync-queue/record-writes';
import type { CalendarEventDocType } from './calendar-events.schema';

const events = recordWrites('calendar_events');
// The server's routes (server/routes/api/calendar-events): POST /calendar_events, PUT and DELETE
// /calendar_events/:id, each body wrapped as `{event: {...}}` like a task's.
const ENDPOINT = '/calendar_events';
const path = (id: string) => itemPath(ENDPOINT, id);

export type CalendarEventChanges = Partial<CalendarEventInput>;

/** A new event, shown at once under a temp id; the queue sends it once (the temp id is its key). */
export async function createCalendarEvent(
  db: AppDatabase,
  input: CalendarEventInput,
  user: RecordAuthor,
): Promise<CalendarEventDocType> {
  const local = newLocalRecord(user);
  const doc: CalendarEventDocType = {
    ...input,
    ...local,
    claimId: input.claimId ?? null,
    type: 'Meeting',
    allDay: false,
    createdBy: user.id,
  };
  return events.create(db, { endpoint: ENDPOINT, data: { event: input }, doc }, user.id);
}

/** Changes some fields (a move sends only `start` and `end`). */
export async function updateCalendarEvent(
  db: AppDatabase,
  id: string,
  changes: CalendarEventChanges,
  userId?: string,
): Promise<void> {
  await events.merge(
    db,
    { id, endpoint: path(id), data: { event: changes }, fields: { ...changes } },
    userId,
  );
}

export async function deleteCalendarEvent(
  db: AppDatabase,
  id: string,
  userId?: string,
): Promise<void> {
  await events.remove(db, id, path(id), userId);
}

import { useMemo } from 'react';
import {
  createCalendarEvent,
  deleteCalendarEvent,
  updateCalendarEvent,
  type CalendarEventChanges,
} from '../../collections/calendar-events/calendar-events.mutations';
import type { CalendarEventInput } from '../../domain/calendar-event.schema';
import { useWriteAccess } from '../../shared/services/use-write-access';
import { runAction } from '../../shared/ui/report-failure';

/**
 * The calendar's writes, local first: each is queued and shown at once, in every tab, offline
 * too; the server decides later (a refusal shows on the sync menu). A failure to write here (the
 * local store refused it) is reported, never swallowed.
 */
export function useCalendarEventActions() {
  const ready = useWriteAccess();
  return useMemo(
    () => ({
      /** Throws when the local store refuses it, so the form can show why. */
      async create(input: CalendarEventInput) {
        const { db: open, user: me } = ready();
        return createCalendarEvent(open, input, me);
      },
      async update(id: string, changes: CalendarEventChanges) {
        const { db: open, user: me } = ready();
        await updateCalendarEvent(open, id, changes, me.id);
      },
      /** A drag or a resize: reported, since there is no form to show it. */
      move: (id: string, times: { start: string; end: string }) =>
        runAction(async () => {
          const { db: open, user: me } = ready();
          await updateCalendarEvent(open, id, times, me.id);
        }, 'Failed to move the event'),
      remove: (id: string) =>
        runAction(async () => {
          const { db: open, user: me } = ready();
          await deleteCalendarEvent(open, id, me.id);
        }, 'Failed to delete the event'),
    }),
    [ready],
  );
}

export type CalendarEventActions = ReturnType<typeof useCalendarEventActions>;

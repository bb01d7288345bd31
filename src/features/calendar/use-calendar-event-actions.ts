import { useMemo } from 'react';
import {
  createCalendarEvent,
  deleteCalendarEvent,
  updateCalendarEvent,
  type CalendarEventChanges,
} from '../../collections/calendar-events/calendar-events.mutations';
import { useAppDatabase } from '../../collections/database.context';
import type { CalendarEventInput } from '../../domain/calendar-event.schema';
import { useSession } from '../../shared/services/services.context';
import { runAction } from '../../shared/ui/report-failure';

const NOT_READY = 'Your data is not open yet';

/**
 * The calendar's writes, local first: each is queued and shown at once, in every tab, offline
 * too; the server decides later (a refusal shows on the sync menu). A failure to write here (the
 * local store refused it) is reported, never swallowed.
 */
export function useCalendarEventActions() {
  const db = useAppDatabase();
  const { user } = useSession();
  return useMemo(() => {
    const ready = () => {
      if (!db || !user) throw new Error(NOT_READY);
      return { db, user };
    };
    return {
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
    };
  }, [db, user]);
}

export type CalendarEventActions = ReturnType<typeof useCalendarEventActions>;

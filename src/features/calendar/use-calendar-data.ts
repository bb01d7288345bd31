import { useMemo } from 'react';
import { useCalendarEventsState } from '../../collections/calendar-events/calendar-events.hooks';
import { useSettingsGroupState } from '../../collections/config/config.hooks';
import { useTasksState } from '../../collections/tasks/tasks.hooks';
import { canAddEvents, canSeeTeamCalendar } from '../../domain/calendar-access';
import { workingTimeOf } from '../../domain/calendar-working-time';
import { useSession } from '../../shared/services/services.context';
import { calendarItems, type CalendarScope } from './calendar-items';
import { usePermissions } from '../../shared/services/use-permissions';

/**
 * What the calendar shows, live: the `calendar` settings group, the events and dated tasks in the
 * chosen scope, and what the user may do. Vendor, Client and Customer have no team calendar: only
 * their own tasks (the server sends them no events).
 */
export function useCalendarData(filter: { scope: CalendarScope; person: string | null }) {
  const { user } = useSession();
  const permissions = usePermissions();
  const settings = useSettingsGroupState('calendar');
  const events = useCalendarEventsState();
  const tasks = useTasksState();
  const team = canSeeTeamCalendar(permissions);
  const userId = user?.id ?? '';
  const { scope, person } = filter;

  const items = useMemo(
    () =>
      calendarItems(
        { events: team ? events.docs : [], tasks: tasks.docs },
        { userId, permissions },
        team ? { scope, person } : { scope: 'mine', person: null },
      ),
    [team, events.docs, tasks.docs, userId, permissions, scope, person],
  );
  const { workingHours, workingDays } = settings.value;
  const workingTime = useMemo(
    () => workingTimeOf({ workingHours, workingDays }),
    [workingHours, workingDays],
  );

  return {
    settings: settings.value,
    workingTime,
    loading: settings.loading || events.loading || tasks.loading,
    items,
    events: events.docs,
    tasks: tasks.docs,
    team,
    canAdd: canAddEvents(permissions),
  };
}

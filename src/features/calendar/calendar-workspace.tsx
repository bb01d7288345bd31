import type FullCalendar from '@fullcalendar/react';
import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { atTimeOfDay, defaultEventEnd } from '../../domain/calendar-working-time';
import type { Task } from '../../domain/task.schema';
import { StatePanel } from '../../shared/ui/state-panel';
import { CalendarBoard } from './calendar-board';
import type { CalendarItemProps, CalendarScope } from './calendar-items';
import { CalendarScopeBar } from './calendar-scope-bar';
import { CalendarToolbar } from './calendar-toolbar';
import { initialViewOf, VIEW_NAMES, viewSettingOf } from './calendar-views';
import type { EventEditorTarget } from './event-editor';
import type { CalendarEventActions } from './use-calendar-event-actions';
import { useCalendarData } from './use-calendar-data';
import { useEventFormOptions } from './use-event-form-options';

export function CalendarWorkspace(props: {
  actions: CalendarEventActions;
  onEditEvent: (target: EventEditorTarget) => void;
  onEditTask: (task: Task) => void;
}) {
  const calendarRef = useRef<FullCalendar>(null);
  const [filter, setFilter] = useState<{ scope: CalendarScope; person: string | null }>({
    scope: 'mine',
    person: null,
  });
  const data = useCalendarData(filter);
  const { people } = useEventFormOptions();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [shown, setShown] = useState({ type: '', title: '' });
  const api = () => calendarRef.current?.getApi();

  // The calendar opens with the settings' view, once they are read (it follows a later change).
  if (data.loading)
    return <StatePanel state={{ kind: 'loading', label: 'Loading the calendar…' }} />;
  const initial = initialViewOf(data.settings.defaultView, phone);

  const openItem = (item: CalendarItemProps) => {
    if (item.kind === 'task') {
      const task = data.tasks.find((t) => t.id === item.recordId);
      if (task) props.onEditTask({ ...task, deleted: false } as Task);
      return;
    }
    const event = data.events.find((e) => e.id === item.recordId);
    if (event) props.onEditEvent({ mode: 'edit', event });
  };
  const slotClick = (at: Date, allDay: boolean) => {
    // A day cell (month view) has no time: the event starts when the working day does.
    const start = allDay ? atTimeOfDay(at, data.settings.workingHours.start) : at;
    props.onEditEvent({
      mode: 'create',
      start,
      end: defaultEventEnd(start, data.settings.defaultEventDuration),
    });
  };

  return (
    <>
      {data.team && (
        <CalendarScopeBar
          scope={filter.scope}
          person={filter.person}
          people={people}
          onScope={(scope) => setFilter({ scope, person: null })}
          onPerson={(person) => setFilter({ scope: 'team', person })}
        />
      )}
      <CalendarToolbar
        title={shown.title}
        view={shown.type ? viewSettingOf(shown.type) : initial}
        onToday={() => api()?.today()}
        onPrevious={() => api()?.prev()}
        onNext={() => api()?.next()}
        onView={(view) => api()?.changeView(VIEW_NAMES[view])}
      />
      <Box h={{ base: 'calc(100dvh - 250px)', sm: 'calc(100dvh - 230px)' }} mih={480}>
        <CalendarBoard
          key={`${initial}`}
          calendarRef={calendarRef}
          items={data.items}
          initialView={VIEW_NAMES[initial]}
          workingTime={data.workingTime}
          canAdd={data.canAdd}
          onSlotClick={slotClick}
          onOpen={openItem}
          onMove={props.actions.move}
          onDatesSet={setShown}
        />
      </Box>
    </>
  );
}

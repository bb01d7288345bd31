import type { EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, {
  type DateClickArg,
  type EventResizeDoneArg,
} from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { useEffect, useRef, type RefObject } from 'react';
import type { WorkingTime } from '../../domain/calendar-working-time';
import './calendar-board.css';
import { movedTimes, type CalendarItemProps } from './calendar-items';

// FullCalendar (MIT, the standard React calendar, kept up since 2009): day, week and month grids,
// drag to move and resize, and business hours to dim non-working time, with its colours set
// through CSS variables so it takes the Mantine theme (calendar-board.css). Its own toolbar is
// off: the Mantine toolbar above it (calendar-toolbar.tsx) drives it through its API.
const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

export interface CalendarBoardProps {
  calendarRef: RefObject<FullCalendar | null>;
  items: EventInput[];
  initialView: string;
  workingTime: WorkingTime | null;
  /** Whether a click on an empty slot adds an event. */
  canAdd: boolean;
  onSlotClick: (at: Date, allDay: boolean) => void;
  onOpen: (item: CalendarItemProps) => void;
  onMove: (id: string, times: { start: string; end: string }) => void;
  onDatesSet: (view: { type: string; title: string }) => void;
}

// The week and day grids scroll inside the board; a keyboard user must be able to reach that
// scroller to scroll it (WCAG 2.1.1, axe: scrollable-region-focusable) when no event is in view.
function focusableScrollers(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLElement>('.fc-scroller-liquid-absolute').forEach((scroller) => {
    if (scroller.tabIndex !== 0) scroller.tabIndex = 0;
  });
}

export function CalendarBoard({ calendarRef, ...props }: CalendarBoardProps) {
  const { workingTime } = props;
  const box = useRef<HTMLDivElement>(null);
  // FullCalendar measures itself on window resizes only: a narrower window that also folds the
  // sidebar, or a phone turned, left the grid at its old width until a reload.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => calendarRef.current?.getApi().updateSize());
    observer.observe(element);
    // FullCalendar builds its scrollers anew when the view changes.
    focusableScrollers(element);
    const built = new MutationObserver(() => focusableScrollers(element));
    built.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      built.disconnect();
    };
  }, [calendarRef]);
  const moved = (info: EventDropArg | EventResizeDoneArg) => {
    const { event, oldEvent } = info;
    const before = {
      start: oldEvent.start?.toISOString() ?? '',
      end: oldEvent.end?.toISOString() ?? '',
    };
    const times = movedTimes({ start: event.start, end: event.end }, before);
    const item = event.extendedProps as CalendarItemProps;
    if (!times || item.kind !== 'event') return info.revert();
    props.onMove(item.recordId, times);
  };
  return (
    <Box ref={box} className="cd-calendar" h="100%">
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        initialView={props.initialView}
        headerToolbar={false}
        height="100%"
        firstDay={1}
        nowIndicator
        // Times follow the browser's locale and zone; the records hold UTC.
        timeZone="local"
        slotDuration="00:30:00"
        scrollTime={workingTime?.startTime ?? '08:00'}
        scrollTimeReset={false}
        businessHours={workingTime ?? false}
        events={props.items}
        eventInteractive
        editable
        eventDurationEditable
        // A timed event stays timed (the all-day row would drop its hours) and the other way.
        eventAllow={(span, moving) => span.allDay === (moving?.allDay ?? false)}
        dayMaxEvents
        allDayText="All day"
        noEventsText="Nothing in these days"
        dateClick={(info: DateClickArg) =>
          props.canAdd && props.onSlotClick(info.date, info.allDay)
        }
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          props.onOpen(info.event.extendedProps as CalendarItemProps);
        }}
        eventDrop={moved}
        eventResize={moved}
        datesSet={(info) => props.onDatesSet({ type: info.view.type, title: info.view.title })}
      />
    </Box>
  );
}

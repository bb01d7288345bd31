import type { EventInput } from '@fullcalendar/core';
import type { CalendarEventDocType } from '../../collections/calendar-events/calendar-events.schema';
import type { TaskDocType } from '../../collections/tasks/tasks.schema';
import { canChangeEvent } from '../../domain/calendar-access';
import { defaultEventEnd } from '../../domain/calendar-working-time';

// What the calendar component shows: stored events (movable by whoever may change them) and dated
// tasks (read here, edited in the task dialog). Instants stay UTC ISO strings: the component
// shows them in the viewer's time zone.

export type CalendarItemKind = 'event' | 'task';

export interface CalendarItemProps {
  kind: CalendarItemKind;
  /** The record's own id (a task's item id is prefixed, so it never meets an event's). */
  recordId: string;
}

export interface Viewer {
  userId: string;
  permissions: readonly string[] | undefined;
}

/** How long a task due at a time shows on the time grid. */
export const TASK_SLOT_MINUTES = 30;

const PALETTE = [
  'blue',
  'teal',
  'grape',
  'orange',
  'cyan',
  'pink',
  'indigo',
  'red',
  'violet',
  'green',
] as const;

// On the user's own calendar items are coloured by kind; on the team's, by person.
const EVENT_COLOUR = 'blue';
const TASK_COLOUR = 'teal';

/** A person's colour (a Mantine colour name), the same on every device and every visit. */
export function personColour(userId: string | null | undefined): string {
  if (!userId) return 'gray';
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

// The colour's light tint with its text colour (4.5:1 in both schemes, colour-scheme.css): white
// on a filled teal, yellow or orange is not readable. The border keeps the full colour.
const colours = (name: string) => ({
  backgroundColor: `var(--mantine-color-${name}-light)`,
  borderColor: `var(--mantine-color-${name}-filled)`,
  textColor: `var(--mantine-color-${name}-light-color)`,
});

export type ColourBy = 'kind' | 'person';

export function eventToItem(
  event: CalendarEventDocType,
  viewer: Viewer,
  colourBy: ColourBy = 'kind',
): EventInput {
  const editable = canChangeEvent(viewer, event);
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay === true,
    editable,
    classNames: ['cd-item-event'],
    ...colours(colourBy === 'person' ? personColour(event.createdBy) : EVENT_COLOUR),
    extendedProps: { kind: 'event', recordId: event.id } satisfies CalendarItemProps,
  };
}

/** A task with a due day or time, or null when it has neither (nothing to place). */
export function taskToItem(task: TaskDocType, colourBy: ColourBy = 'kind'): EventInput | null {
  const props = { kind: 'task', recordId: task.id } satisfies CalendarItemProps;
  const base = {
    id: `task:${task.id}`,
    title: `Task: ${task.title}`,
    editable: false,
    classNames: ['cd-item-task', ...(task.status === 'done' ? ['cd-item-done'] : [])],
    ...colours(
      colourBy === 'person' ? personColour(task.assignedTo ?? task.createdBy) : TASK_COLOUR,
    ),
    extendedProps: props,
  };
  if (task.dueAt) {
    const start = new Date(task.dueAt);
    const end = defaultEventEnd(start, TASK_SLOT_MINUTES);
    return { ...base, start: start.toISOString(), end: end.toISOString(), allDay: false };
  }
  if (task.dueDate) return { ...base, start: task.dueDate, allDay: true };
  return null;
}

/** A moved or resized event as the changes to store (UTC); a lost end keeps the old length. */
export function movedTimes(
  moved: { start: Date | null; end: Date | null },
  before: { start: string; end: string },
): { start: string; end: string } | null {
  if (!moved.start) return null;
  const length = new Date(before.end).getTime() - new Date(before.start).getTime();
  const end = moved.end ?? new Date(moved.start.getTime() + Math.max(0, length));
  return { start: moved.start.toISOString(), end: end.toISOString() };
}

export type CalendarScope = 'mine' | 'team';

const involves = (event: CalendarEventDocType, userId: string) =>
  event.createdBy === userId || (event.attendees ?? []).includes(userId);

const taskOf = (task: TaskDocType, userId: string) =>
  task.assignedTo === userId || (!task.assignedTo && task.createdBy === userId);

/**
 * The items a scope shows: "mine" is what the user made or attends and the tasks that are theirs;
 * "team" is everything this device holds (the server sent only what the user may see), or one
 * person's when `person` is set.
 */
export function calendarItems(
  input: { events: CalendarEventDocType[]; tasks: TaskDocType[] },
  viewer: Viewer,
  filter: { scope: CalendarScope; person: string | null },
): EventInput[] {
  const who = filter.scope === 'mine' ? viewer.userId : filter.person;
  const events = who ? input.events.filter((e) => involves(e, who)) : input.events;
  const tasks = who ? input.tasks.filter((t) => taskOf(t, who)) : input.tasks;
  const colourBy: ColourBy = filter.scope === 'team' ? 'person' : 'kind';
  const taskItems = tasks
    .map((t) => taskToItem(t, colourBy))
    .filter((item): item is EventInput => item !== null);
  return [...events.map((e) => eventToItem(e, viewer, colourBy)), ...taskItems];
}

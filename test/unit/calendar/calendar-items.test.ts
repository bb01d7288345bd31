import { describe, expect, it } from 'vitest';
import type { CalendarEventDocType } from '../../../src/collections/calendar-events/calendar-events.schema';
import type { TaskDocType } from '../../../src/collections/tasks/tasks.schema';
import {
  calendarItems,
  eventToItem,
  movedTimes,
  personColour,
  taskToItem,
} from '../../../src/features/calendar/calendar-items';

const me = { userId: 'u-me', permissions: ['view_claims', 'edit_claims'] };
const manager = { userId: 'u-boss', permissions: ['manage_claims'] };

const event = (patch: Partial<CalendarEventDocType> = {}): CalendarEventDocType => ({
  id: 'e1',
  organization_id: 'org',
  title: 'Site inspection',
  description: '',
  start: '2026-05-04T14:00:00.000Z',
  end: '2026-05-04T15:30:00.000Z',
  location: '1 Main St',
  claimId: 'c1',
  createdBy: 'u-me',
  attendees: [],
  version: 1,
  updatedAt: '2026-05-01T00:00:00.000Z',
  ...patch,
});

const task = (patch: Partial<TaskDocType> = {}): TaskDocType => ({
  id: 't1',
  organization_id: 'org',
  title: 'Call the roofer',
  description: '',
  type: 'call',
  status: 'todo',
  priority: 'medium',
  claimId: null,
  assignedTo: 'u-me',
  createdBy: 'u-boss',
  createdAt: '2026-05-01T00:00:00.000Z',
  dueDate: null,
  dueAt: null,
  version: 1,
  updatedAt: '2026-05-01T00:00:00.000Z',
  ...patch,
});

describe('event ↔ calendar item', () => {
  it('keeps the UTC instants (the component shows them local) and the record id', () => {
    expect(eventToItem(event(), me)).toMatchObject({
      id: 'e1',
      title: 'Site inspection',
      start: '2026-05-04T14:00:00.000Z',
      end: '2026-05-04T15:30:00.000Z',
      allDay: false,
      editable: true,
      extendedProps: { kind: 'event', recordId: 'e1' },
    });
  });

  it('lets only its creator or a claims manager drag it', () => {
    const others = event({ createdBy: 'u-other' });
    expect(eventToItem(others, me).editable).toBe(false);
    expect(eventToItem(others, manager).editable).toBe(true);
    expect(
      eventToItem(event(), { userId: 'u-me', permissions: ['view_assigned_claims'] }).editable,
    ).toBe(false);
  });

  it('stores a drag as the new UTC start and end', () => {
    const before = { start: '2026-05-04T14:00:00.000Z', end: '2026-05-04T15:30:00.000Z' };
    const start = new Date('2026-05-05T09:00:00.000Z');
    const end = new Date('2026-05-05T11:00:00.000Z');
    expect(movedTimes({ start, end }, before)).toEqual({
      start: '2026-05-05T09:00:00.000Z',
      end: '2026-05-05T11:00:00.000Z',
    });
    // No end from the component: the event keeps its length.
    expect(movedTimes({ start, end: null }, before)).toEqual({
      start: '2026-05-05T09:00:00.000Z',
      end: '2026-05-05T10:30:00.000Z',
    });
    expect(movedTimes({ start: null, end }, before)).toBeNull();
  });
});

describe('tasks on the calendar', () => {
  it('places a timed task for half an hour at its due time, read-only', () => {
    expect(
      taskToItem(task({ dueAt: '2026-05-04T15:30:00.000Z', dueDate: '2026-05-04' })),
    ).toMatchObject({
      id: 'task:t1',
      title: 'Task: Call the roofer',
      start: '2026-05-04T15:30:00.000Z',
      end: '2026-05-04T16:00:00.000Z',
      allDay: false,
      editable: false,
      extendedProps: { kind: 'task', recordId: 't1' },
    });
  });

  it('places a task due on a day as an all-day item, and skips an undated one', () => {
    expect(taskToItem(task({ dueDate: '2026-05-04' }))).toMatchObject({
      start: '2026-05-04',
      allDay: true,
    });
    expect(taskToItem(task())).toBeNull();
    expect(taskToItem(task({ dueDate: '2026-05-04', status: 'done' }))?.classNames).toContain(
      'cd-item-done',
    );
  });
});

describe('scope filter', () => {
  const events = [
    event({ id: 'mine' }),
    event({ id: 'attending', createdBy: 'u-x', attendees: ['u-me'] }),
    event({ id: 'theirs', createdBy: 'u-x' }),
  ];
  const tasks = [
    task({ id: 'my-task', dueDate: '2026-05-04' }),
    task({ id: 'their-task', dueDate: '2026-05-04', assignedTo: 'u-x' }),
  ];
  const ids = (items: { extendedProps?: Record<string, unknown> }[]) =>
    items.map((i) => i.extendedProps?.recordId);

  it('mine: what the user made or attends, and their tasks, coloured by kind', () => {
    const items = calendarItems({ events, tasks }, me, { scope: 'mine', person: null });
    expect(ids(items)).toEqual(['mine', 'attending', 'my-task']);
    expect(items[0]!.backgroundColor).toBe('var(--mantine-color-blue-light)');
    expect(items[2]!.backgroundColor).toBe('var(--mantine-color-teal-light)');
  });

  it('team: everything, or one person’s, coloured by person', () => {
    expect(ids(calendarItems({ events, tasks }, me, { scope: 'team', person: null }))).toHaveLength(
      5,
    );
    const theirs = calendarItems({ events, tasks }, me, { scope: 'team', person: 'u-x' });
    expect(ids(theirs)).toEqual(['attending', 'theirs', 'their-task']);
    expect(theirs[0]!.backgroundColor).toBe(`var(--mantine-color-${personColour('u-x')}-light)`);
  });

  it('gives a person the same colour every time', () => {
    expect(personColour('u-x')).toBe(personColour('u-x'));
    expect(personColour(null)).toBe('gray');
  });
});

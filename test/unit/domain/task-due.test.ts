import { afterEach, describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDay, isInstant } from '../../../src/domain/calendar-day';
import {
  isDueThisWeek,
  isDueToday,
  isTaskOverdue,
  relativeDue,
  taskDueDay,
  taskDueInstant,
  weekOf,
} from '../../../src/domain/task-due';
import { taskInputSchema } from '../../../src/domain/task.schema';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

// Node re-reads TZ when it changes, so one test run covers both sides of the date line.
const ZONES = ['America/Los_Angeles', 'Asia/Tokyo'] as const;

describe('calendar days and instants', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-1', 'soon', '']) {
      expect(isCalendarDay(bad), bad).toBe(false);
    }
  });

  it('accepts instants with an explicit zone only', () => {
    expect(isInstant('2026-03-01T14:30:00Z')).toBe(true);
    expect(isInstant('2026-03-01T14:30:00.123+02:00')).toBe(true);
    for (const bad of ['2026-03-01T14:30:00', '2026-03-01 14:30Z', '2026-02-30T10:00Z', 'now']) {
      expect(isInstant(bad), bad).toBe(false);
    }
  });

  it('refuses a due date that is not a date in the shared task schema', () => {
    const parsed = taskInputSchema.safeParse({ title: 'x', dueDate: '2026-02-30' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Due date must be a date (YYYY-MM-DD)');
  });

  it.each(ZONES)('counts local days across daylight saving in %s', (zone) => {
    process.env.TZ = zone;
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-11-02', '2026-10-31')).toBe(-2);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('task due rules', () => {
  it.each(ZONES)('a day-only task is due by the end of that local day in %s', (zone) => {
    process.env.TZ = zone;
    const task = { dueDate: '2026-03-10', status: 'todo' };
    const lastMinute = new Date(2026, 2, 10, 23, 59);
    const nextMorning = new Date(2026, 2, 11, 0, 1);
    expect(taskDueInstant(task)).toEqual(new Date(2026, 2, 11));
    expect(isTaskOverdue(task, lastMinute)).toBe(false);
    expect(isDueToday(task, lastMinute)).toBe(true);
    expect(isTaskOverdue(task, nextMorning)).toBe(true);
    expect(isTaskOverdue({ ...task, status: 'done' }, nextMorning)).toBe(false);
  });

  it('a timed task is due at its instant, on its local day wherever it is viewed', () => {
    const task = { dueDate: '2026-03-10', dueAt: '2026-03-10T23:30:00Z', status: 'todo' };
    process.env.TZ = 'America/Los_Angeles';
    expect(taskDueDay(task)).toBe('2026-03-10');
    expect(isDueToday(task, new Date('2026-03-10T18:00:00Z'))).toBe(true);
    process.env.TZ = 'Asia/Tokyo';
    // 23:30 UTC is 08:30 the next morning in Tokyo.
    expect(taskDueDay(task)).toBe('2026-03-11');
    expect(isDueToday(task, new Date('2026-03-10T23:00:00Z'))).toBe(true);
    expect(isTaskOverdue(task, new Date('2026-03-10T23:31:00Z'))).toBe(true);
    expect(isTaskOverdue(task, new Date('2026-03-10T23:29:00Z'))).toBe(false);
  });

  it.each(ZONES)('this week runs Monday to Sunday in %s', (zone) => {
    process.env.TZ = zone;
    const wednesday = new Date(2026, 2, 11, 12);
    expect(weekOf(wednesday)).toEqual({ first: '2026-03-09', last: '2026-03-15' });
    expect(weekOf(new Date(2026, 2, 15, 23))).toEqual({ first: '2026-03-09', last: '2026-03-15' });
    expect(isDueThisWeek({ dueDate: '2026-03-15', status: 'todo' }, wednesday)).toBe(true);
    expect(isDueThisWeek({ dueDate: '2026-03-16', status: 'todo' }, wednesday)).toBe(false);
    expect(isDueThisWeek({ dueDate: null, status: 'todo' }, wednesday)).toBe(false);
  });

  it('says how far off the due date is', () => {
    process.env.TZ = 'America/Los_Angeles';
    const now = new Date(2026, 2, 11, 9);
    const on = (dueDate: string) => relativeDue({ dueDate }, now);
    expect(on('2026-03-11')).toBe('today');
    expect(on('2026-03-12')).toBe('tomorrow');
    expect(on('2026-03-13')).toBe('in 2 days');
    expect(on('2026-03-08')).toBe('3 days ago');
    expect(on('2026-04-01')).toBe('in 3 weeks');
    expect(on('2026-07-11')).toBe('in 4 months');
    expect(
      relativeDue({ dueDate: '2026-03-11', dueAt: new Date(2026, 2, 11, 12).toISOString() }, now),
    ).toBe('in 3 hours');
    expect(relativeDue({ dueDate: null }, now)).toBe('');
  });
});

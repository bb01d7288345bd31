import type { WEEKDAYS } from './settings.schema';

// The `calendar` settings group (SPEC 3, defaults SPEC 9) read as the calendar needs it: which
// week days and hours are working time, and how long a new event lasts.

export type Weekday = (typeof WEEKDAYS)[number];

/** JavaScript's day numbers (Sunday 0), which Date and the calendar component use. */
const DAY_NUMBER: Readonly<Record<Weekday, number>> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
};

export function weekdayNumbers(days: readonly string[]): number[] {
  const numbers = days.filter((d): d is Weekday => d in DAY_NUMBER).map((d) => DAY_NUMBER[d]);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

export interface WorkingTime {
  /** Day numbers, Sunday 0. */
  daysOfWeek: number[];
  /** `HH:MM`, local time. */
  startTime: string;
  endTime: string;
}

/**
 * The working week as the calendar shades it. No working day at all would dim the whole week, so
 * it reads as "no working time set": nothing is dimmed (an empty list here, `false` for the
 * component).
 */
export function workingTimeOf(settings: {
  workingHours: { start: string; end: string };
  workingDays: readonly string[];
}): WorkingTime | null {
  const daysOfWeek = weekdayNumbers(settings.workingDays);
  if (daysOfWeek.length === 0) return null;
  return { daysOfWeek, startTime: settings.workingHours.start, endTime: settings.workingHours.end };
}

export const MIN_EVENT_MINUTES = 5;

/**
 * Where a new event made by a click ends: the default duration after its start. A click on a day
 * cell of the month view (an all-day slot) starts at the start of the working day instead.
 */
export function defaultEventEnd(start: Date, durationMinutes: number): Date {
  const minutes = Number.isFinite(durationMinutes)
    ? Math.max(MIN_EVENT_MINUTES, Math.round(durationMinutes))
    : 60;
  return new Date(start.getTime() + minutes * 60_000);
}

/** `day` (local midnight) at the local time of day `HH:MM`. */
export function atTimeOfDay(day: Date, time: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const at = new Date(day);
  at.setHours(h || 0, m || 0, 0, 0);
  return at;
}

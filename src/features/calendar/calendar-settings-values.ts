import type { z } from 'zod';
import { calendarSettingsSchema } from '../../domain/settings.schema';

export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/** What the calendar-view form edits; the rest of the group (calendar sync flags) is kept. */
export interface CalendarViewValues {
  defaultView: CalendarSettings['defaultView'];
  workingStart: string;
  workingEnd: string;
  workingDays: string[];
  defaultEventDuration: number | string;
}

export type CalendarViewErrors = Partial<Record<keyof CalendarViewValues, string>>;

export function calendarViewValues(settings: CalendarSettings): CalendarViewValues {
  return {
    defaultView: settings.defaultView,
    workingStart: settings.workingHours.start,
    workingEnd: settings.workingHours.end,
    workingDays: [...settings.workingDays],
    defaultEventDuration: settings.defaultEventDuration,
  };
}

const FIELD_OF: Record<string, keyof CalendarViewValues> = {
  defaultView: 'defaultView',
  workingHours: 'workingEnd',
  workingDays: 'workingDays',
  defaultEventDuration: 'defaultEventDuration',
};

export const DURATION_MESSAGE = 'Enter whole minutes between 5 and 1440';

const durationOf = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 5 && value <= 24 * 60
    ? value
    : null;

/**
 * The whole group to save, or the message per field (the group's schema is the rule). The
 * duration is checked first with a plain message, so the other fields are still checked when it
 * is empty.
 */
export function validateCalendarView(
  values: CalendarViewValues,
  current: CalendarSettings,
): { ok: true; settings: CalendarSettings } | { ok: false; errors: CalendarViewErrors } {
  const duration = durationOf(values.defaultEventDuration);
  const errors: CalendarViewErrors =
    duration === null ? { defaultEventDuration: DURATION_MESSAGE } : {};
  const parsed = calendarSettingsSchema.safeParse({
    ...current,
    defaultView: values.defaultView,
    workingHours: { start: values.workingStart, end: values.workingEnd },
    workingDays: values.workingDays,
    defaultEventDuration: duration ?? current.defaultEventDuration,
  });
  if (parsed.success && duration !== null) return { ok: true, settings: parsed.data };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [head, sub] = issue.path.map(String);
    const field =
      head === 'workingHours' && sub === 'start' ? 'workingStart' : (FIELD_OF[head ?? ''] ?? null);
    if (field) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

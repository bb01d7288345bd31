import dayjs from 'dayjs';
import type { CalendarEventDocType } from '../../collections/calendar-events/calendar-events.schema';
import { localDay } from '../../domain/calendar-day';
import {
  calendarEventInputSchema,
  NOT_AN_INSTANT_MESSAGE,
  type CalendarEventInput,
} from '../../domain/calendar-event.schema';

/** What the event form edits: local days and times of day, as the pickers hold them. */
export interface EventFormValues {
  title: string;
  description: string;
  location: string;
  claimId: string | null;
  attendees: string[];
  startDate: string | null;
  /** `HH:mm`, local. */
  startTime: string;
  endDate: string | null;
  endTime: string;
}

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

const timeOf = (date: Date) => dayjs(date).format('HH:mm');

export function emptyEventFormValues(
  start: Date,
  end: Date,
  preset: Partial<EventFormValues> = {},
): EventFormValues {
  return {
    title: '',
    description: '',
    location: '',
    claimId: null,
    attendees: [],
    startDate: localDay(start),
    startTime: timeOf(start),
    endDate: localDay(end),
    endTime: timeOf(end),
    ...preset,
  };
}

/** A stored event as the form shows it: its start and end where the user is. */
export function eventToFormValues(event: CalendarEventDocType): EventFormValues {
  return emptyEventFormValues(new Date(event.start), new Date(event.end), {
    title: event.title,
    description: event.description,
    location: event.location,
    claimId: event.claimId ?? null,
    attendees: event.attendees ?? [],
  });
}

/** A local day and time of day as the UTC instant, or null when either is missing or not real. */
export function instantOf(day: string | null, time: string): string | null {
  if (!day || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = dayjs(`${day}T${time}`);
  return at.isValid() ? at.toISOString() : null;
}

/**
 * The input to save, or the message per field (an end before the start is refused at the end's
 * time, where the user fixes it).
 */
export function validateEventForm(
  values: EventFormValues,
): { ok: true; input: CalendarEventInput } | { ok: false; errors: EventFormErrors } {
  const start = instantOf(values.startDate, values.startTime);
  const end = instantOf(values.endDate, values.endTime);
  const parsed = calendarEventInputSchema.safeParse({
    title: values.title,
    description: values.description,
    location: values.location,
    claimId: values.claimId,
    attendees: values.attendees,
    start: start ?? '',
    end: end ?? '',
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: EventFormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0]);
    const field = (
      path === 'start' ? 'startTime' : path === 'end' ? 'endTime' : path
    ) as keyof EventFormValues;
    errors[field] ??= issue.message;
  }
  if (!start) errors.startTime = NOT_AN_INSTANT_MESSAGE;
  if (!end) errors.endTime = NOT_AN_INSTANT_MESSAGE;
  return { ok: false, errors };
}

/** The values moved by `minutes` (start and end together): the keyboard's way to move an event. */
export function shiftEventValues(values: EventFormValues, minutes: number): EventFormValues {
  const start = instantOf(values.startDate, values.startTime);
  const end = instantOf(values.endDate, values.endTime);
  if (!start || !end) return values;
  const by = (iso: string) => new Date(new Date(iso).getTime() + minutes * 60_000);
  const [from, to] = [by(start), by(end)];
  return {
    ...values,
    startDate: localDay(from),
    startTime: timeOf(from),
    endDate: localDay(to),
    endTime: timeOf(to),
  };
}

/**
 * The start moved while the length is kept (changing when an event starts moves it, as in every
 * calendar); an end that was not valid stays as it was.
 */
export function withStart(
  values: EventFormValues,
  startDate: string | null,
  startTime: string,
): EventFormValues {
  const before = instantOf(values.startDate, values.startTime);
  const after = instantOf(startDate, startTime);
  const next = { ...values, startDate, startTime };
  if (!before || !after) return next;
  return moveEnd(next, Date.parse(after) - Date.parse(before));
}

function moveEnd(values: EventFormValues, ms: number): EventFormValues {
  const end = instantOf(values.endDate, values.endTime);
  if (!end) return values;
  const to = new Date(new Date(end).getTime() + ms);
  return { ...values, endDate: localDay(to), endTime: timeOf(to) };
}

/**
 * The location after the claim changes: the new claim's address when the location was empty or
 * still the old claim's (so a typed location is never overwritten).
 */
export function locationForClaim(
  location: string,
  previousAddress: string,
  nextAddress: string,
): string {
  return location.trim() === '' || location === previousAddress ? nextAddress : location;
}

/** The fields of `next` that differ from `before`: an edit sends only what the user changed. */
export function eventChanges(
  before: CalendarEventInput,
  next: CalendarEventInput,
): Partial<CalendarEventInput> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof CalendarEventInput)[]) {
    if (JSON.stringify(next[key] ?? null) !== JSON.stringify(before[key] ?? null))
      changes[key] = next[key];
  }
  // Start and end travel together: the server checks their order on the pair.
  if ('start' in changes || 'end' in changes) {
    changes.start = next.start;
    changes.end = next.end;
  }
  return changes as Partial<CalendarEventInput>;
}

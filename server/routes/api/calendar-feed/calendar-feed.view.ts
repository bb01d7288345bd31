import { createHash } from 'node:crypto';
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import type { ICalCalendar, ICalEventData } from 'ical-generator';
import { z } from 'zod';
import type { FeedEventRow, FeedTaskRow } from '../../../repositories/calendar-feed.repository';

// Wire shapes of the calendar feed (issue 13): the JSON answers of /calendar_feed, and the
// iCalendar (RFC 5545) text of the feed and of a single event.
//
// Every instant is written in UTC (`…Z`), never with TZID: an instant stored as timestamptz is
// unambiguous in UTC, every client (Google, Outlook, Apple) shows it in its own zone, and no
// VTIMEZONE block is needed. ical-generator is given no calendar time zone, so its output does
// not depend on the server's TZ. Days (all-day events, a task's due date) are written as DATE
// values.
//
// Tasks are VEVENTs, not VTODOs: Google Calendar and Outlook ignore VTODO in a subscribed
// calendar, so a dated task would vanish; ical-generator writes VEVENT only. A task is marked
// TRANSP:TRANSPARENT so it does not block free/busy time.

export const feedStatusSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
});

export const feedCreatedSchema = z.object({
  active: z.literal(true),
  created_at: z.string(),
  /** The subscription URL with the token: shown once, never stored or sent again. */
  url: z.string(),
  /** The same URL with the webcal: scheme, which opens the calendar app on Apple devices. */
  webcal_url: z.string(),
});

export type FeedStatus = z.infer<typeof feedStatusSchema>;

const DAY_MS = 86_400_000;
const PROD_ID = { company: 'Claims desk', product: 'Calendar', language: 'EN' };
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export const icsUid = (id: string) => `${id}@claimsdesk`;

/** SEQUENCE starts at 0 (RFC 5545 3.8.7.4) and rises with the record's version. */
const sequenceOf = (version: number) => Math.max(0, version - 1);

/** UTC midnight of a `YYYY-MM-DD` day: ical-generator writes it as that DATE in any TZ. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The day an all-day event's instant stands for. Such an event is stored from a midnight where
 * it was made; the nearest UTC midnight recovers that day for every offset within ±12 hours.
 */
const nearestUtcMidnight = (at: Date) => new Date(Math.round(at.getTime() / DAY_MS) * DAY_MS);

/** What every VEVENT takes from its record: UID, SEQUENCE and the change times. */
function recordFields(row: { id: string; version: number; createdAt: Date; updatedAt: Date }) {
  return {
    id: icsUid(row.id),
    sequence: sequenceOf(row.version),
    // Without METHOD, DTSTAMP is the time the information last changed (RFC 5545 3.8.7.2).
    stamp: row.updatedAt,
    created: row.createdAt,
    lastModified: row.updatedAt,
  };
}

function eventData(row: FeedEventRow): ICalEventData {
  const timing = row.allDay
    ? (() => {
        const start = nearestUtcMidnight(row.startAt);
        const end = nearestUtcMidnight(row.endAt);
        // DTEND of a DATE event is exclusive: at least the day after.
        return {
          allDay: true,
          start,
          end: end > start ? end : new Date(start.getTime() + DAY_MS),
        };
      })()
    : { start: row.startAt, end: row.endAt };
  return {
    ...recordFields(row),
    ...timing,
    summary: row.title,
    description: row.description || null,
    location: row.location || null,
    categories: row.type ? [{ name: row.type }] : [],
    status: row.deleted ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: ' ',
  '#39': "'",
  '#x2F': '/',
};

/**
 * A task's description is rich HTML (cleaned on the way in); calendars show DESCRIPTION as plain
 * text, so blocks and line breaks become newlines and the tags go.
 */
export function richHtmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|nbsp|#39|#x2F);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function taskData(row: FeedTaskRow): ICalEventData | undefined {
  const timing = row.dueAt
    ? { start: row.dueAt }
    : row.dueDate
      ? { allDay: true, start: utcDay(row.dueDate) }
      : undefined;
  if (!timing) return undefined;
  const done = row.status === 'done';
  return {
    ...recordFields(row),
    ...timing,
    summary: `${done ? 'Done: ' : 'Task: '}${row.title}`,
    description: richHtmlToText(row.description) || null,
    categories: [{ name: 'Task' }],
    transparency: ICalEventTransparency.TRANSPARENT,
    status: row.deleted ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

function calendar(name: string): ICalCalendar {
  // Refresh hint (REFRESH-INTERVAL, X-PUBLISHED-TTL): Outlook and Apple honour it.
  return ical({ prodId: PROD_ID, name, ttl: 30 * 60 });
}

/** The feed of one user: their events and their dated tasks. */
export function feedIcs(events: readonly FeedEventRow[], tasks: readonly FeedTaskRow[]): string {
  const cal = calendar('Claims desk');
  for (const row of events) cal.createEvent(eventData(row));
  for (const row of tasks) {
    const data = taskData(row);
    if (data) cal.createEvent(data);
  }
  return cal.toString();
}

/** One event as an .ics file ("Add to calendar"). */
export function eventIcs(row: FeedEventRow): string {
  const cal = ical({ prodId: PROD_ID });
  cal.createEvent(eventData(row));
  return cal.toString();
}

/** A strong validator of the text: the feed's DTSTAMPs are the records', so equal data, equal tag. */
export const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url')}"`;

/** A file name for the event's download: its title, reduced to safe characters. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${base || 'event'}.ics`;
}

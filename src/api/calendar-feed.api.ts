import type { ApiClient, ApiResult } from './api.types';

// The private calendar feed (issue 13): one subscription link per user, which Google, Outlook and
// Apple calendars poll. The server keeps only a hash of the link's token, so the URL is in the
// answer of `createCalendarFeed` and nowhere else: show it once, never store it.

export interface CalendarFeedStatus {
  active: boolean;
  /** When the live link was made; null when the feed is off. */
  createdAt: string | null;
}

export interface CalendarFeedLink {
  active: true;
  createdAt: string;
  /** The https subscription URL, with the token. */
  url: string;
  /** The same URL as webcal:, which opens the calendar app on Apple devices. */
  webcalUrl: string;
}

export const CALENDAR_FEED_PATH = '/calendar_feed';

export function fetchCalendarFeed(api: ApiClient): Promise<ApiResult<CalendarFeedStatus>> {
  return api.get<CalendarFeedStatus>(CALENDAR_FEED_PATH);
}

/** Turns the feed on, or replaces the link (the old URL stops working at once). */
export function createCalendarFeed(api: ApiClient): Promise<ApiResult<CalendarFeedLink>> {
  return api.post<CalendarFeedLink>(CALENDAR_FEED_PATH);
}

/** Turns the feed off: the link stops working at once. */
export function revokeCalendarFeed(api: ApiClient): Promise<ApiResult<CalendarFeedStatus>> {
  return api.delete<CalendarFeedStatus>(CALENDAR_FEED_PATH);
}

/** The API path of one event as an .ics file. */
export const eventIcsPath = (eventId: string) =>
  `/calendar_events/${encodeURIComponent(eventId)}/ics`;

/** Reads a file the API serves as raw bytes (the app's `fetchFile` service). */
export type IcsFetcher = (path: string) => Promise<Blob | null>;

export const EVENT_ICS_FAILED_MESSAGE = 'The event could not be downloaded';

/**
 * One event as an .ics file, read through `fetchFile` (the session's token, renewed once when it
 * expired). Rejects when the server does not answer with the file (offline, removed, not
 * allowed), so `runAction` can report it.
 */
export async function fetchEventIcs(fetchFile: IcsFetcher, eventId: string): Promise<Blob> {
  const file = await fetchFile(eventIcsPath(eventId));
  if (!file) throw new Error(EVENT_ICS_FAILED_MESSAGE);
  return new Blob([file], { type: 'text/calendar' });
}

import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarFeedTokens } from '../../server/db/schema/calendar-feeds';
import { users } from '../../server/db/schema/users';
import { redactUrl } from '../../server/http/log-redaction';
import { databaseTargets } from './helpers/databases';
import { sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

// The private calendar feed (issue 13). Every assertion reads UTC values or dates, so the output
// must not depend on the server's time zone. vitest.config.ts runs this file three times: in the
// `server` project (the machine's zone) and in `server-tz-new_york` and `server-tz-tokyo`
// (`env: {TZ}`); by hand:
//   npx vitest run --project server-tz-new_york --project server-tz-tokyo
//   TZ=Asia/Tokyo npx vitest run --project server test/server/calendar-feed.test.ts
// A day computed in local time instead of UTC passes in New York and fails in Tokyo.
// The parse back uses ical.js, a full RFC 5545 parser (not the generator that wrote the text).

const ADJUSTER = 'adjuster@example.com';
const MANAGER = 'manager@example.com';
const CUSTOMER = 'customer@example.com';
const FOREIGN_OWNER = 'owner2@example.com';

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  status: string | null;
  sequence: number;
  start: ICAL.Time;
  end: ICAL.Time | null;
  stamp: ICAL.Time;
  transp: string | null;
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((event): ParsedEvent => ({
    uid: String(event.getFirstPropertyValue('uid')),
    summary: String(event.getFirstPropertyValue('summary')),
    description: (event.getFirstPropertyValue('description') as string | null) ?? null,
    status: (event.getFirstPropertyValue('status') as string | null) ?? null,
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    start: event.getFirstPropertyValue('dtstart') as ICAL.Time,
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time | null) ?? null,
    stamp: event.getFirstPropertyValue('dtstamp') as ICAL.Time,
    transp: (event.getFirstPropertyValue('transp') as string | null) ?? null,
  }));
  return { calendar, events };
}

const isUtc = (time: ICAL.Time) => time.zone === ICAL.Timezone.utcTimezone;
const unique = () => Math.random().toString(36).slice(2, 10);

// The process's zone is in the title, so a run's log shows which TZ it was.
const processZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe.each(databaseTargets())(`calendar feed on $name (TZ ${processZone})`, (target) => {
  const ctx = useTestApp(target);
  const as = sessionCache(() => ctx.app);

  const userId = async (email: string) => {
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    return row!.id;
  };

  const turnOn = async (email: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/calendar_feed',
      headers: await as(email),
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data as { url: string; webcal_url: string; created_at: string };
    return { ...data, path: new URL(data.url).pathname };
  };

  const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: path, headers });

  const createEvent = async (email: string, payload: object) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/calendar_events',
      headers: await as(email),
      payload: { payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; version: number };
  };

  const createTask = async (email: string, payload: object) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: await as(email),
      payload: { payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; version: number };
  };

  it('turns the link on, tells whether it is on without the token, and turns it off', async () => {
    const headers = await as(MANAGER);
    const before = await ctx.app.inject({ url: '/api/calendar_feed', headers });
    expect(before.json().data).toEqual({ active: false, created_at: null });
    const link = await turnOn(MANAGER);
    expect(link.url).toMatch(/^http:\/\/.+\/api\/calendar_feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.webcal_url).toBe(link.url.replace(/^http:/, 'webcal:'));
    const status = await ctx.app.inject({ url: '/api/calendar_feed', headers });
    expect(status.json().data).toEqual({ active: true, created_at: link.created_at });
    expect(status.body).not.toContain(link.path.split('/').pop()!.replace('.ics', ''));
    // Only the hash is stored.
    const stored = await ctx.app.db
      .select()
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.userId, await userId(MANAGER)));
    const token = link.path.split('/').pop()!.replace('.ics', '');
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await fetchFeed(link.path)).statusCode).toBe(200);

    const off = await ctx.app.inject({ method: 'DELETE', url: '/api/calendar_feed', headers });
    expect(off.json().data).toEqual({ active: false, created_at: null });
    expect((await fetchFeed(link.path)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/calendar_feed', headers })).json().data.active).toBe(
      false,
    );
  });

  it('answers 404 for an unknown, malformed or rotated-away token', async () => {
    expect((await fetchFeed(`/api/calendar_feed/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await fetchFeed('/api/calendar_feed/nope.ics')).statusCode).toBe(404);
    const first = await turnOn(ADJUSTER);
    const second = await turnOn(ADJUSTER);
    expect(second.path).not.toBe(first.path);
    expect((await fetchFeed(first.path)).statusCode).toBe(404);
    expect((await fetchFeed(second.path)).statusCode).toBe(200);
    // Without the .ics suffix the token names nothing either.
    expect((await fetchFeed(second.path.replace(/\.ics$/, ''))).statusCode).toBe(404);
  });

  it('writes RFC 5545 essentials: VERSION, PRODID, CRLF, folding, UTC stamps, time zones', async () => {
    const event = await createEvent(ADJUSTER, {
      title: `Site inspection ${'with a long title that must be folded '.repeat(3)}— Zürich`,
      description: 'Bring the moisture meter; ladder, camera.\nSecond line.',
      location: '1 Main St, Springfield',
      // Made in New York (UTC−4 in May): 09:00−04:00 is 13:00Z.
      start: '2026-05-04T09:00:00-04:00',
      end: '2026-05-04T10:30:00-04:00',
    });
    const tokyo = await createEvent(ADJUSTER, {
      title: 'Call with the Tokyo office',
      // 08:00+09:00 on 5 May is 23:00Z on 4 May.
      start: '2026-05-05T08:00:00+09:00',
      end: '2026-05-05T09:00:00+09:00',
    });
    const allDay = await createEvent(ADJUSTER, {
      title: 'Catastrophe response day',
      // Midnight to midnight in Tokyo: 15:00Z the day before.
      start: '2026-05-06T00:00:00+09:00',
      end: '2026-05-07T00:00:00+09:00',
      allDay: true,
    });
    const me = await userId(ADJUSTER);
    const dated = await createTask(ADJUSTER, {
      title: 'Send the estimate',
      description:
        '<p>Call <strong>Mr. Smith</strong> &amp; family</p><ul><li><p>photos</p></li></ul>',
      dueDate: '2026-05-08',
      assignedTo: me,
    });
    const timed = await createTask(ADJUSTER, {
      title: 'Call the insured',
      dueDate: '2026-05-09',
      dueAt: '2026-05-09T17:00:00-04:00',
      assignedTo: me,
    });
    const undated = await createTask(ADJUSTER, { title: 'Someday', assignedTo: me });

    const link = await turnOn(ADJUSTER);
    const response = await fetchFeed(link.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;

    // Lines end with CRLF and no bare LF; each line is at most 75 octets (RFC 5545 3.1).
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').filter((line) => line !== '');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true); // the long title was folded

    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(String(calendar.getFirstPropertyValue('prodid'))).toMatch(/^-\/\/Claims desk\/\//);
    for (const parsed of events) {
      expect(isUtc(parsed.stamp), `${parsed.uid} DTSTAMP`).toBe(true);
      expect(parsed.uid).toMatch(/@claimsdesk$/);
    }
    // Raw text: every DTSTAMP is a UTC date-time, and no TZID is used anywhere.
    expect(text.match(/^DTSTAMP:.*$/gm)!.every((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    expect(text).not.toContain('TZID');

    const byUid = new Map(events.map((e) => [e.uid, e]));
    const ny = byUid.get(`${event.id}@claimsdesk`)!;
    expect(ny.summary).toContain('Zürich');
    expect(isUtc(ny.start)).toBe(true);
    expect(ny.start.toJSDate().toISOString()).toBe('2026-05-04T13:00:00.000Z');
    expect(ny.end!.toJSDate().toISOString()).toBe('2026-05-04T14:30:00.000Z');
    expect(text).toContain('DTSTART:20260504T130000Z');
    expect(ny.status).toBe('CONFIRMED');
    expect(ny.sequence).toBe(0);

    const jp = byUid.get(`${tokyo.id}@claimsdesk`)!;
    expect(jp.start.toJSDate().toISOString()).toBe('2026-05-04T23:00:00.000Z');

    const day = byUid.get(`${allDay.id}@claimsdesk`)!;
    expect(day.start.isDate).toBe(true);
    expect(day.start.toString()).toBe('2026-05-06');
    expect(day.end!.toString()).toBe('2026-05-07');

    const datedTask = byUid.get(`${dated.id}@claimsdesk`)!;
    expect(datedTask.summary).toBe('Task: Send the estimate');
    expect(datedTask.start.isDate).toBe(true);
    expect(datedTask.start.toString()).toBe('2026-05-08');
    expect(datedTask.transp).toBe('TRANSPARENT');
    // The task's rich-HTML description arrives as plain text.
    expect(datedTask.description).toContain('Call Mr. Smith & family');
    expect(datedTask.description).toContain('- photos');
    expect(datedTask.description).not.toMatch(/[<>]/);
    const timedTask = byUid.get(`${timed.id}@claimsdesk`)!;
    expect(timedTask.start.toJSDate().toISOString()).toBe('2026-05-09T21:00:00.000Z');
    expect(byUid.has(`${undated.id}@claimsdesk`)).toBe(false);
  });

  it('keeps UIDs stable, raises SEQUENCE on a change, cancels removed events, and answers 304', async () => {
    const headers = await as(ADJUSTER);
    const event = await createEvent(ADJUSTER, {
      title: `Re-inspection ${unique()}`,
      start: '2026-06-01T14:00:00Z',
      end: '2026-06-01T15:00:00Z',
    });
    const uid = `${event.id}@claimsdesk`;
    const link = await turnOn(ADJUSTER);
    const first = await fetchFeed(link.path);
    const second = await fetchFeed(link.path);
    expect(second.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('private, max-age=300');
    expect(first.headers['last-modified']).toBeTruthy();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.headers.etag).toBe(etag);
    const uids = (body: string) => parse(body).events.map((e) => e.uid);
    expect(uids(second.body)).toEqual(uids(first.body));
    const before = parse(first.body).events.find((e) => e.uid === uid)!;
    expect(before.sequence).toBe(0);

    const notModified = await fetchFeed(link.path, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe('private, max-age=300');
    const gzipped = await fetchFeed(link.path, {
      'if-none-match': etag,
      'accept-encoding': 'gzip',
    });
    expect(gzipped.statusCode).toBe(304);

    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/calendar_events/${event.id}`,
      headers,
      payload: { start: '2026-06-01T16:00:00Z', end: '2026-06-01T17:00:00Z' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const changed = await fetchFeed(link.path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const after = parse(changed.body).events.find((e) => e.uid === uid)!;
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.start.toJSDate().toISOString()).toBe('2026-06-01T16:00:00.000Z');
    expect(after.stamp.compare(before.stamp)).toBeGreaterThanOrEqual(0);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/calendar_events/${event.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    const cancelled = parse((await fetchFeed(link.path)).body).events.find((e) => e.uid === uid)!;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(after.sequence);
  });

  it("never shows another user's or another organization's items", async () => {
    const me = await userId(ADJUSTER);
    const manager = await userId(MANAGER);
    const mine = await createEvent(ADJUSTER, {
      title: 'Mine',
      start: '2026-07-01T09:00:00Z',
      end: '2026-07-01T10:00:00Z',
    });
    const attending = await createEvent(MANAGER, {
      title: 'Manager invites the adjuster',
      start: '2026-07-02T09:00:00Z',
      end: '2026-07-02T10:00:00Z',
      attendees: [me],
    });
    const managersOwn = await createEvent(MANAGER, {
      title: 'Manager private',
      start: '2026-07-03T09:00:00Z',
      end: '2026-07-03T10:00:00Z',
      attendees: [manager],
    });
    const managersTask = await createTask(MANAGER, {
      title: 'Manager task',
      dueDate: '2026-07-04',
      assignedTo: manager,
    });
    const unassigned = await createTask(MANAGER, { title: 'Nobody', dueDate: '2026-07-04' });
    // Another organization's event that names the adjuster's id as an attendee.
    const foreign = await createEvent(FOREIGN_OWNER, {
      title: 'Second Org event',
      start: '2026-07-05T09:00:00Z',
      end: '2026-07-05T10:00:00Z',
      attendees: [me],
    });
    const foreignLink = await turnOn(FOREIGN_OWNER);

    const link = await turnOn(ADJUSTER);
    const uids = parse((await fetchFeed(link.path)).body).events.map((e) => e.uid);
    expect(uids).toContain(`${mine.id}@claimsdesk`);
    expect(uids).toContain(`${attending.id}@claimsdesk`);
    for (const hidden of [managersOwn, managersTask, unassigned, foreign]) {
      expect(uids).not.toContain(`${hidden.id}@claimsdesk`);
    }
    const foreignUids = parse((await fetchFeed(foreignLink.path)).body).events.map((e) => e.uid);
    expect(foreignUids).toContain(`${foreign.id}@claimsdesk`);
    for (const other of [mine, attending, managersOwn, managersTask]) {
      expect(foreignUids).not.toContain(`${other.id}@claimsdesk`);
    }
  });

  it('gives a role without the calendar its assigned tasks only', async () => {
    const customer = await userId(CUSTOMER);
    const task = await createTask(MANAGER, {
      title: 'Upload photos',
      dueDate: '2026-08-01',
      assignedTo: customer,
    });
    const event = await createEvent(MANAGER, {
      title: 'Visit with the customer',
      start: '2026-08-02T09:00:00Z',
      end: '2026-08-02T10:00:00Z',
      attendees: [customer],
    });
    const link = await turnOn(CUSTOMER);
    const uids = parse((await fetchFeed(link.path)).body).events.map((e) => e.uid);
    expect(uids).toContain(`${task.id}@claimsdesk`);
    expect(uids).not.toContain(`${event.id}@claimsdesk`);
  });

  it('stops serving the link of a deactivated user', async () => {
    const email = 'supervisor@example.com';
    const link = await turnOn(email);
    expect((await fetchFeed(link.path)).statusCode).toBe(200);
    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    try {
      expect((await fetchFeed(link.path)).statusCode).toBe(404);
    } finally {
      await ctx.app.db.update(users).set({ isActive: true }).where(eq(users.email, email));
    }
  });

  it('downloads one event as an .ics file for whoever may read the calendar', async () => {
    const event = await createEvent(ADJUSTER, {
      title: 'Site inspection: Smith / roof',
      start: '2026-09-01T13:00:00-07:00',
      end: '2026-09-01T14:00:00-07:00',
    });
    const download = await ctx.app.inject({
      url: `/api/calendar_events/${event.id}/ics`,
      headers: await as(MANAGER),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(download.headers['content-disposition']).toContain(
      'attachment; filename="Site-inspection-Smith-roof.ics"',
    );
    const { events } = parse(download.body);
    expect(events).toHaveLength(1);
    expect(events[0]!.uid).toBe(`${event.id}@claimsdesk`);
    expect(events[0]!.start.toJSDate().toISOString()).toBe('2026-09-01T20:00:00.000Z');
    expect(download.body).toContain('DTSTART:20260901T200000Z');

    const customer = await ctx.app.inject({
      url: `/api/calendar_events/${event.id}/ics`,
      headers: await as(CUSTOMER),
    });
    expect(customer.statusCode).toBe(403);
    const foreign = await ctx.app.inject({
      url: `/api/calendar_events/${event.id}/ics`,
      headers: await as(FOREIGN_OWNER),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('log redaction of feed URLs', () => {
  it('keeps the token of a feed URL out of the logs', () => {
    const token = 'A'.repeat(43);
    expect(redactUrl(`/api/calendar_feed/${token}.ics`)).toBe('/api/calendar_feed/[Redacted].ics');
    expect(redactUrl(`/api/calendar_feed/${token}.ics?x=1`)).toBe(
      '/api/calendar_feed/[Redacted].ics?x=1',
    );
    expect(redactUrl(`/api/calendar_feed/${token}`)).toBe('/api/calendar_feed/[Redacted]');
    expect(redactUrl('/api/calendar_feed')).toBe('/api/calendar_feed');
    expect(redactUrl('/api/calendar_events/abc/ics')).toBe('/api/calendar_events/abc/ics');
  });
});

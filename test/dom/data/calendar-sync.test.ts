import { expect, it } from 'vitest';
import {
  createCalendarEvent,
  deleteCalendarEvent,
  updateCalendarEvent,
} from '../../../src/collections/calendar-events/calendar-events.mutations';
import { createdFromTempIdQuery } from '../../../src/collections/sync-queue/sync-queue.queries';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { serverList } from './support/fixtures';
import { useDataContext } from './support/session-setup';

const ctx = useDataContext();

const eventInput = (title: string) => ({
  title,
  description: 'Bring the ladder',
  start: '2026-05-04T14:00:00.000Z',
  end: '2026-05-04T15:00:00.000Z',
  claimId: null,
  location: '1 Main St',
  attendees: [ctx.me.user.id],
});

const onServer = async (title: string) =>
  (await serverList(ctx.me.api, ctx.me.user.organization_id, 'calendar_events')).filter(
    (e) => e.title === title && e.deleted !== true,
  );

it('sends an event made and moved offline once, under the server id, with its attendees', async () => {
  const { db, me, proxy } = ctx;
  proxy.setDown(true);
  const event = await createCalendarEvent(db, eventInput('Roof walk'), me.user);
  expect(event.id).toMatch(/^temp-/);
  // Shown at once: the local record is there before any answer.
  expect((await db.calendar_events.findOne(event.id).exec())?.title).toBe('Roof walk');
  const moved = { start: '2026-05-05T09:00:00.000Z', end: '2026-05-05T10:30:00.000Z' };
  await updateCalendarEvent(db, event.id, moved, me.user.id);
  expect((await db.calendar_events.findOne(event.id).exec())?.start).toBe(moved.start);

  expect((await drainQueue(db, me.api)).outcomes).toEqual(['unreachable']);
  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed', 'completed']);

  const rows = await onServer('Roof walk');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ ...moved, location: '1 Main St', attendees: [me.user.id] });
  const serverId = String(rows[0]!.id);
  expect(await db.calendar_events.findOne(event.id).exec()).toBeNull();
  expect((await db.calendar_events.findOne(serverId).exec())?.attendees).toEqual([me.user.id]);
  expect((await createdFromTempIdQuery(db.sync_queue, event.id).exec())?.metadata.serverId).toBe(
    serverId,
  );
  const posts = proxy.requests.filter(
    (r) => r.method === 'POST' && r.path === '/api/calendar_events',
  );
  expect(posts).toHaveLength(1);

  await deleteCalendarEvent(db, serverId, me.user.id);
  expect(await db.calendar_events.findOne(serverId).exec()).toBeNull();
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  expect(await onServer('Roof walk')).toEqual([]);
});

it('refuses an end before the start on the server too, and the local record shows why', async () => {
  const { db, me } = ctx;
  const event = await createCalendarEvent(db, eventInput('Backwards'), me.user);
  await updateCalendarEvent(db, event.id, { end: '2026-05-04T13:00:00.000Z' }, me.user.id);
  const outcomes = (await drainQueue(db, me.api)).outcomes;
  expect(outcomes[0]).toBe('completed');
  expect(outcomes[1]).not.toBe('completed');
  expect((await onServer('Backwards'))[0]).toMatchObject({ end: '2026-05-04T15:00:00.000Z' });
});

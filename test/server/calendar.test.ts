import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { getInOwnOrganization, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

describe.each(databaseTargets())('calendar events on $name', (target) => {
  const ctx = useTestApp(target);
  const as = sessionCache(() => ctx.app);
  const event = {
    title: 'Site inspection',
    start: '2026-05-04T09:00:00Z',
    end: '2026-05-04T10:00:00Z',
  };
  const post = async (email: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/calendar_events',
      headers: await as(email),
      payload: { payload },
    });
  const list = async (email: string) =>
    getInOwnOrganization(ctx.app, await as(email), 'calendar_events');

  it('creates, lists, changes and removes an event', async () => {
    const created = await post('adjuster@example.com', { ...event, location: ' Main  St ' });
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({
      title: 'Site inspection',
      location: 'Main St',
      start: '2026-05-04T09:00:00.000Z',
      version: 1,
    });
    expect(
      (await list('manager@example.com')).json().data.map((e: { id: string }) => e.id),
    ).toContain(row.id);
    const headers = await as('adjuster@example.com');
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/calendar_events/${row.id}`,
      headers,
      payload: { end: '2026-05-04T11:00:00Z' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ end: '2026-05-04T11:00:00.000Z', version: 2 });
    const backwards = await ctx.app.inject({
      method: 'PUT',
      url: `/api/calendar_events/${row.id}`,
      headers,
      payload: { end: '2026-05-03T11:00:00Z' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('End must not be before start');
    const stale = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/calendar_events/${row.id}`,
      headers: { ...headers, 'if-match': '"1"' },
    });
    expect(stale.statusCode).toBe(409);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/calendar_events/${row.id}`,
      headers,
    });
    expect(removed.json().data.deleted).toBe(true);
  });

  it('validates the body and the claim reference', async () => {
    const missing = await post('adjuster@example.com', { title: '', start: 'soon' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().details)).toEqual(
      expect.arrayContaining(['title', 'start', 'end']),
    );
    const order = await post('adjuster@example.com', { ...event, end: '2026-05-03T09:00:00Z' });
    expect(order.json().message).toBe('Validation failed');
    const claim = await post('adjuster@example.com', { ...event, claim_id: 'no-such-claim' });
    expect(claim.statusCode).toBe(404);
    expect(claim.json().message).toBe('Claim not found');
  });

  it('lets only the creator or a claims manager change an event; external roles see none', async () => {
    const row = (await post('manager@example.com', event)).json().data;
    const byUser = await ctx.app.inject({
      method: 'PUT',
      url: `/api/calendar_events/${row.id}`,
      headers: await as('adjuster@example.com'),
      payload: { title: 'Mine now' },
    });
    expect(byUser.statusCode).toBe(403);
    const bySupervisor = await ctx.app.inject({
      method: 'PUT',
      url: `/api/calendar_events/${row.id}`,
      headers: await as('supervisor@example.com'),
      payload: { title: 'Moved' },
    });
    expect(bySupervisor.statusCode).toBe(200);
    expect((await list('client@example.com')).statusCode).toBe(403);
    expect((await post('vendor@example.com', event)).statusCode).toBe(403);
    const other = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/calendar_events/${row.id}`,
      headers: await as('owner2@example.com'),
    });
    expect(other.statusCode).toBe(404);
  });
});

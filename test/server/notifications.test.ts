import { describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema/settings';
import { databaseTargets } from './helpers/databases';
import { getInOwnOrganization, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';
import { userRow } from './helpers/user-row';

describe.each(databaseTargets())('notifications and preferences on $name', (target) => {
  const ctx = useTestApp(target);
  const as = sessionCache(() => ctx.app);
  const notify = async (email: string, title: string) => {
    const user = await userRow(ctx.app, email);
    const [row] = await ctx.app.db
      .insert(notifications)
      .values({ organizationId: user.organizationId, userId: user.id, type: 'status', title })
      .returning();
    return row!;
  };
  const list = async (email: string) => {
    const response = await getInOwnOrganization(ctx.app, await as(email), 'notifications');
    return response.json().data as { id: string; read: boolean; title: string }[];
  };

  it('lists only the caller’s notifications and marks them read one by one or all at once', async () => {
    const first = await notify('adjuster@example.com', 'Claim moved');
    await notify('adjuster@example.com', 'Task due');
    const others = await notify('manager@example.com', 'Not yours');
    const mine = await list('adjuster@example.com');
    expect(mine.map((n) => n.title).sort()).toEqual(['Claim moved', 'Task due']);
    const headers = await as('adjuster@example.com');
    const read = await ctx.app.inject({
      method: 'PUT',
      url: `/api/notifications/${first.id}`,
      headers,
      payload: { payload: { read: true } },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ read: true, version: 2 });
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: `/api/notifications/${others.id}`,
      headers,
      payload: { read: true },
    });
    expect(foreign.statusCode).toBe(404);
    const all = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/read_all',
      headers,
    });
    expect(all.json()).toEqual({ updated: 1 });
    expect((await list('adjuster@example.com')).every((n) => n.read)).toBe(true);
    expect((await list('manager@example.com'))[0]?.read).toBe(false);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/notifications/${first.id}`,
      headers,
      payload: { read: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps per-user preferences with a version; the view type must be list or kanban', async () => {
    const headers = await as('vendor@example.com');
    const initial = await ctx.app.inject({ url: '/api/users/me/preferences', headers });
    expect(initial.json().data).toMatchObject({ version: 0, value: { claims_view: 'list' } });
    const kanban = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers,
      payload: { payload: { claims_view: 'kanban' } },
    });
    expect(kanban.statusCode).toBe(200);
    expect(kanban.json().data).toMatchObject({ version: 1, value: { claims_view: 'kanban' } });
    const grid = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers,
      payload: { claimsView: 'grid' },
    });
    expect(grid.statusCode).toBe(400);
    expect(grid.json().details.claimsView).toBe('View type must be list or kanban');
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: { ...headers, 'if-match': '"0"' },
      payload: { kanbanFields: ['status'] },
    });
    expect(stale.statusCode).toBe(409);
    const other = await ctx.app.inject({
      url: '/api/users/me/preferences',
      headers: await as('client@example.com'),
    });
    expect(other.json().data.value.claims_view).toBe('list');
  });
});

import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

// The dashboard layout rides in the user's preferences (issue 16): kept per user, checked, reset.
describe.each(databaseTargets())('dashboard layout preferences on $name', (target) => {
  const ctx = useTestApp(target);
  const as = sessionCache(() => ctx.app);
  const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/users/me/preferences', headers, payload });

  it('stores the layout beside the other preferences, refuses bad widgets and resets to null', async () => {
    const headers = await as('adjuster@example.com');
    const layout = {
      widgets: [
        { id: 'myTasks', size: 'full' },
        { id: 'syncHealth', size: 'third' },
      ],
    };
    const saved = await put(headers, { dashboard: layout, claims_view: 'kanban' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.value).toMatchObject({ dashboard: layout, claims_view: 'kanban' });

    const unknown = await put(headers, {
      dashboard: { widgets: [{ id: 'weather', size: 'full' }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().details)).toContain('Unknown dashboard widget');
    const twice = await put(headers, {
      dashboard: { widgets: [layout.widgets[0], layout.widgets[0]] },
    });
    expect(twice.statusCode).toBe(400);
    const after = await ctx.app.inject({ url: '/api/users/me/preferences', headers });
    expect(after.json().data.value.dashboard).toEqual(layout);

    const reset = await put(headers, { dashboard: null });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.value).toMatchObject({ dashboard: null, claims_view: 'kanban' });
    const other = await ctx.app.inject({
      url: '/api/users/me/preferences',
      headers: await as('owner@example.com'),
    });
    expect(other.json().data.value.dashboard).toBeUndefined();
  });
});

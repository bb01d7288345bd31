import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

// Issue 16: the appearance part of the user's preferences, saved alone, checked field by field,
// and the other parts kept (another helper's dashboard part, the claims view).
describe.each(databaseTargets())('appearance preferences on $name', (target) => {
  const ctx = useTestApp(target);
  const as = sessionCache(() => ctx.app);
  const email = 'adjuster@example.com';
  const read = async () => {
    const response = await ctx.app.inject({
      url: '/api/users/me/preferences',
      headers: await as(email),
    });
    return response.json().data as { value: Record<string, unknown>; version: number };
  };
  const put = async (payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: await as(email),
      payload: { payload },
    });

  it('saves the appearance alone and keeps the other parts', async () => {
    expect((await put({ claims_view: 'kanban' })).statusCode).toBe(200);
    const saved = await put({ appearance: { scheme: 'dark', density: 'compact' } });
    expect(saved.statusCode).toBe(200);
    const { value } = await read();
    expect(value.appearance).toEqual({ scheme: 'dark', density: 'compact' });
    expect(value.claims_view).toBe('kanban');
  });

  it('refuses an unknown scheme or density with a 400 naming the field, nothing changed', async () => {
    const before = await read();
    for (const appearance of [
      { scheme: 'purple', density: 'compact' },
      { scheme: 'dark', density: 'tiny' },
      { scheme: 'dark' },
    ]) {
      const response = await put({ appearance });
      expect(response.statusCode, JSON.stringify(appearance)).toBe(400);
      expect(Object.keys(response.json().details).join(' ')).toMatch(/appearance/);
    }
    expect(await read()).toEqual(before);
  });
});

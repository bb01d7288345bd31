import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashRefreshToken } from '../../server/auth/refresh-token';
import { refreshSessions } from '../../server/db/schema/sessions';
import { databaseTargets } from './helpers/databases';
import { bearer, login, refreshCookie } from './helpers/http';
import { useTestApp } from './helpers/test-app';

const AUTH_REQUIRED = { status: 'error', code: 401, message: 'Authentication required' };

describe.each(databaseTargets())('refresh and logout on $name', (target) => {
  const ctx = useTestApp(target);

  const refresh = (cookie: string | undefined, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/refresh_token',
      headers: { host: 'localhost:3000', ...headers },
      cookies: cookie ? { refresh_token: cookie } : {},
    });

  async function loggedIn(email = 'adjuster@example.com') {
    const cookie = refreshCookie(await login(ctx.app, email));
    if (!cookie) throw new Error('no refresh cookie');
    return cookie;
  }

  it('rotates: a refresh answers {access_token, user} and a new cookie', async () => {
    const first = await loggedIn();
    const response = await refresh(first);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'adjuster@example.com', first_name: 'Jordan' });
    const second = refreshCookie(response);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const me = await ctx.app.inject({ url: '/api/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('revokes the whole chain when a used refresh token is presented again', async () => {
    const first = await loggedIn();
    const second = refreshCookie(await refresh(first));
    const third = refreshCookie(await refresh(second));
    expect(third).toBeDefined();

    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(AUTH_REQUIRED);
    // The newest token of the family dies with it: the thief and the victim both log in again.
    expect((await refresh(third)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('keeps other sessions of the same user alive when one chain is revoked', async () => {
    const laptop = await loggedIn('manager@example.com');
    const phone = await loggedIn('manager@example.com');
    const laptopNext = refreshCookie(await refresh(laptop));
    await refresh(laptop);
    expect((await refresh(laptopNext)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent refreshes with one token win', async () => {
    const token = await loggedIn('owner@example.com');
    const answers = await Promise.all([refresh(token), refresh(token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('answers 401 without a cookie or with an unknown or expired one', async () => {
    expect((await refresh(undefined)).json()).toEqual(AUTH_REQUIRED);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const token = await loggedIn('supervisor@example.com');
    await ctx.opened.database.db
      .update(refreshSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshSessions.tokenHash, hashRefreshToken(token)));
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('refuses a cross-origin refresh (CSRF) and accepts a same-origin one', async () => {
    const token = await loggedIn();
    const cross = await refresh(token, { origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toMatchObject({ status: 'error', code: 403 });
    expect((await refresh(token, { origin: 'null' })).statusCode).toBe(403);
    // The refused attempts did not consume the token.
    expect((await refresh(token, { origin: 'http://localhost:3000' })).statusCode).toBe(200);
  });

  it('logout ends the refresh session and clears the cookie', async () => {
    const token = await loggedIn('client@example.com');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { refresh_token: token },
    });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? cleared?.maxAge).toBeLessThanOrEqual(Date.now());
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('logout answers 200 without any session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { bearer, DEMO_PASSWORD, refreshCookie } from './helpers/http';
import { useTestApp } from './helpers/test-app';
import { openSse } from './sse-client';
import type { SseClient } from './sse-client';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Device {
  token: string;
  cookie: string;
  headers: Record<string, string>;
  orgId: string;
}

// Issue 15, Profile: a member lists and ends their own sessions, never anyone else's.
describe.each(databaseTargets())('own sessions on $name', (target) => {
  const ctx = useTestApp(target);
  let base = '';
  const streams: SseClient[] = [];

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => streams.forEach((stream) => stream.close()));

  async function device(email: string, userAgent = CHROME_MAC, ip = '127.0.0.1'): Promise<Device> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: DEMO_PASSWORD },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json().data.token as string;
    const orgId = response.json().data.user.organization_id as string;
    return { token, cookie: refreshCookie(response)!, headers: bearer(token), orgId };
  }

  const sessionsOf = async (d: Device) => {
    const response = await ctx.app.inject({ url: '/api/me/sessions', headers: d.headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: string; current: boolean; created_at: string }[];
  };
  const currentId = async (d: Device) => (await sessionsOf(d)).find((s) => s.current)!.id;
  const me = (d: Device) => ctx.app.inject({ url: '/api/me', headers: d.headers });
  const refresh = (d: Device) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/refresh_token',
      headers: { host: 'localhost:3000' },
      cookies: { refresh_token: d.cookie },
    });
  const stream = async (d: Device) => {
    const opened = await openSse(`${base}/api/organizations/${d.orgId}/events`, d.headers);
    streams.push(opened);
    expect(opened.status).toBe(200);
    return opened;
  };

  it('lists the caller’s sessions with device, address, dates and which one is this one', async () => {
    const laptop = await device('supervisor@example.com', CHROME_MAC, '10.0.0.7');
    const phone = await device('supervisor@example.com', SAFARI_IPHONE, '10.0.0.8');
    await device('manager@example.com');
    const seen = await sessionsOf(laptop);
    expect(seen).toHaveLength(2);
    expect(seen).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(String),
          user_agent: CHROME_MAC,
          ip_address: '10.0.0.7',
          created_at: expect.any(String),
          last_used_at: expect.any(String),
          current: true,
        },
        expect.objectContaining({
          user_agent: SAFARI_IPHONE,
          ip_address: '10.0.0.8',
          current: false,
        }),
      ]),
    );
    // A refresh keeps the session (same id, started when it logged in), with a newer last use.
    const before = (await sessionsOf(phone)).find((s) => s.current)!;
    const rotated = await refresh(phone);
    expect(rotated.statusCode).toBe(200);
    const after = await sessionsOf(laptop);
    expect(after).toHaveLength(2);
    expect(after.find((s) => s.id === before.id)).toMatchObject({ created_at: before.created_at });
  });

  it('ends one other session at once: token refused, refresh refused, event stream closed', async () => {
    const laptop = await device('adjuster@example.com');
    const phone = await device('adjuster@example.com', SAFARI_IPHONE);
    const phoneStream = await stream(phone);
    const phoneId = await currentId(phone);
    const end = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${phoneId}`,
      headers: laptop.headers,
    });
    expect(end.statusCode, end.body).toBe(200);
    await phoneStream.ended;
    expect((await me(phone)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await refresh(laptop)).statusCode).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(phoneId);
  });

  it('refuses to end another user’s session (404) or its own (400), changing nothing', async () => {
    const mine = await device('adjuster@example.com');
    const theirs = await device('manager@example.com');
    const owner2 = await device('owner2@example.com');
    for (const victim of [theirs, owner2]) {
      const id = await currentId(victim);
      const attempt = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/me/sessions/${id}`,
        headers: mine.headers,
      });
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json().message).toBe('Session not found');
      expect((await me(victim)).statusCode).toBe(200);
      expect((await sessionsOf(victim)).map((s) => s.id)).toContain(id);
    }
    const own = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${await currentId(mine)}`,
      headers: mine.headers,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().details).toEqual({ id: expect.stringMatching(/log out instead/) });
    expect((await me(mine)).statusCode).toBe(200);
    const unknown = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me/sessions/no-such-session',
      headers: mine.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('logs out everywhere else: every other session ends at once, this one stays', async () => {
    const here = await device('client@example.com');
    const others = [
      await device('client@example.com', SAFARI_IPHONE),
      await device('client@example.com'),
    ];
    const otherStream = await stream(others[0]!);
    const bystander = await device('customer@example.com');
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/sessions/end_others',
      headers: here.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.ended).toBeGreaterThanOrEqual(2);
    await otherStream.ended;
    for (const other of others) {
      expect((await me(other)).statusCode).toBe(401);
      expect((await refresh(other)).statusCode).toBe(401);
    }
    expect((await me(here)).statusCode).toBe(200);
    expect(await sessionsOf(here)).toEqual([expect.objectContaining({ current: true })]);
    expect((await me(bystander)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ url: '/api/me/sessions' })).statusCode).toBe(401);
    const endAll = await ctx.app.inject({ method: 'POST', url: '/api/me/sessions/end_others' });
    expect(endAll.statusCode).toBe(401);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/api-client';
import { createAuthStorage } from '../../../src/api/auth-storage';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../../../src/domain/user-account';
import { ENDED_REASON_KEY } from '../../../src/session/ended-reason';
import { createSessionStore } from '../../../src/session/session.store';
import { sendJson, startTestServer, type TestHttpServer } from '../support/test-http-server';
import { JORDAN_WIRE } from '../support/wire-user';

let server: TestHttpServer;

const wireUser = {
  ...JORDAN_WIRE,
  permissions: ['view_claims', 'edit_claims'],
  is_active: true,
  last_login: null,
};
const storedUser = {
  id: 'u-jordan',
  firstName: 'Jordan',
  lastName: 'Reyes',
  email: 'adjuster@example.com',
  role: 'User',
  permissions: ['view_claims'],
  isActive: true,
  lastLogin: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  organization_id: 'org-demo',
};
const authRequired = { status: 'error', code: 401, message: 'Authentication required' };

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

function store(baseUrl = `${server.baseUrl}/api`) {
  const storage = createAuthStorage();
  const api = createApiClient({ storage, baseUrl, timeoutMs: 500 });
  return createSessionStore(api, storage);
}

function restoreSession() {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem('user_data', JSON.stringify(storedUser));
}

describe('login', () => {
  it('stores the token and the user, camelCased, and notifies listeners', async () => {
    server.route('POST', '/api/login', (_req, res) =>
      sendJson(res, 200, { data: { user: wireUser, token: 'tok-1' } }),
    );
    const session = store();
    let notified = 0;
    session.subscribe(() => notified++);
    const outcome = await session.login('adjuster@example.com', 'Demo#2026pass');
    expect(outcome).toMatchObject({ ok: true, user: { firstName: 'Jordan', lastName: 'Reyes' } });
    expect(session.isLoggedIn()).toBe(true);
    expect(session.getState().user?.permissions).toEqual(['view_claims', 'edit_claims']);
    expect(localStorage.getItem('access_token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user_data') ?? '{}')).toMatchObject({
      firstName: 'Jordan',
      organization_id: 'org-demo',
    });
    expect(notified).toBe(1);
  });

  it.each([
    [
      401,
      { status: 'error', code: 401, message: 'Invalid email or password' },
      'Invalid email or password',
    ],
    [
      429,
      { status: 'error', code: 429, message: 'Rate limit exceeded' },
      'Too many login attempts. Please wait a moment and try again.',
    ],
    [500, { status: 'error', code: 500, message: 'Internal Server Error' }, 'Failed to login'],
  ])('explains a %i answer', async (status, body, message) => {
    server.route('POST', '/api/login', (_req, res) => sendJson(res, status, body));
    const session = store();
    expect(await session.login('adjuster@example.com', 'wrong')).toEqual({ ok: false, message });
    expect(session.isLoggedIn()).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('says the server is not reachable when nothing answers', async () => {
    const address = server.baseUrl;
    await server.close();
    const session = store(`${address}/api`);
    expect(await session.login('a@b.c', 'x')).toEqual({
      ok: false,
      message: 'Server is not reachable',
    });
    server = await startTestServer();
  });

  it('refuses a success answer without a usable user', async () => {
    server.route('POST', '/api/login', (_req, res) =>
      sendJson(res, 200, { data: { user: { id: 'x' }, token: 't' } }),
    );
    expect(await store().login('a@b.c', 'x')).toEqual({ ok: false, message: 'Failed to login' });
  });
});

describe('app start', () => {
  it('restores the session from localStorage without a network call', () => {
    restoreSession();
    const session = store();
    expect(session.isLoggedIn()).toBe(true);
    expect(session.getState().user?.lastName).toBe('Reyes');
    expect(server.requests).toHaveLength(0);
  });

  it('is logged out with no token, and drops stale user data', () => {
    localStorage.setItem('user_data', JSON.stringify(storedUser));
    expect(store().isLoggedIn()).toBe(false);
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('refreshes the user from /me', async () => {
    restoreSession();
    server.route('GET', '/api/me', (_req, res) =>
      sendJson(res, 200, { data: { ...wireUser, last_name: 'Reyes-Ortiz' } }),
    );
    const session = store();
    await session.revalidate();
    expect(session.getState().user?.lastName).toBe('Reyes-Ortiz');
    expect(JSON.parse(localStorage.getItem('user_data') ?? '{}').lastName).toBe('Reyes-Ortiz');
  });

  it('removes token and user data when /me fails with 401 and the refresh fails', async () => {
    restoreSession();
    server.route('GET', '/api/me', (_req, res) => sendJson(res, 401, authRequired));
    server.route('POST', '/api/refresh_token', (_req, res) => sendJson(res, 401, authRequired));
    const session = store();
    await session.revalidate();
    expect(session.isLoggedIn()).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('re-reads a changed role from /me, and ends a deactivated session saying why', async () => {
    restoreSession();
    server.route('GET', '/api/me', (_req, res) =>
      sendJson(res, 200, {
        data: { ...wireUser, role: 'Manager', permissions: ['manage_claims'] },
      }),
    );
    const session = store();
    await session.revalidate();
    expect(session.getState().user).toMatchObject({
      role: 'Manager',
      permissions: ['manage_claims'],
    });

    const deactivated = { status: 'error', code: 401, message: ACCOUNT_DEACTIVATED_MESSAGE };
    server.route('GET', '/api/me', (_req, res) => sendJson(res, 401, deactivated));
    server.route('POST', '/api/refresh_token', (_req, res) => sendJson(res, 401, deactivated));
    await session.revalidate();
    expect(session.isLoggedIn()).toBe(false);
    expect(session.getState().endedReason).toBe(ACCOUNT_DEACTIVATED_MESSAGE);
    // A plain 401 of a call already on its way does not hide the reason.
    session.expire();
    expect(session.getState().endedReason).toBe(ACCOUNT_DEACTIVATED_MESSAGE);
    // Another tab, or a reload, still says why; the next login forgets it.
    expect(store().getState().endedReason).toBe(ACCOUNT_DEACTIVATED_MESSAGE);
    server.route('POST', '/api/login', (_req, res) =>
      sendJson(res, 200, { data: { user: wireUser, token: 'tok-2' } }),
    );
    const next = store();
    await next.login('adjuster@example.com', 'Demo#2026pass');
    expect(localStorage.getItem(ENDED_REASON_KEY)).toBeNull();
  });

  it('keeps the session when the server is unreachable', async () => {
    restoreSession();
    server.route('GET', '/api/me', () => undefined);
    const session = store();
    await session.revalidate();
    expect(session.isLoggedIn()).toBe(true);
    expect(localStorage.getItem('access_token')).toBe('tok');
  });
});

describe('logout', () => {
  it('calls POST /logout and clears the local session', async () => {
    restoreSession();
    server.route('POST', '/api/logout', (_req, res) => sendJson(res, 200, { status: 'ok' }));
    const session = store();
    await session.logout();
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/logout']);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
    expect(session.isLoggedIn()).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('clears the local session even when the server call fails', async () => {
    restoreSession();
    server.route('POST', '/api/logout', (_req, res) => sendJson(res, 500, { message: 'boom' }));
    const session = store();
    await session.logout();
    expect(session.isLoggedIn()).toBe(false);
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('clears the local session when the server is unreachable', async () => {
    restoreSession();
    server.route('POST', '/api/logout', () => undefined);
    const session = store();
    await session.logout();
    expect(session.isLoggedIn()).toBe(false);
  });
});

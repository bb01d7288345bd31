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

describe('login with two-factor authentication', () => {
  const challengeAnswer = { data: { two_factor_required: true, challenge: 'ch-1' } };

  it('asks for the code after a correct password, and starts no session yet', async () => {
    server.route('POST', '/api/login', (_req, res) => sendJson(res, 200, challengeAnswer));
    const session = store();
    const outcome = await session.login('adjuster@example.com', 'Demo#2026pass');
    expect(outcome).toMatchObject({ ok: false, codeRequired: true, challenge: 'ch-1' });
    expect(session.isLoggedIn()).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('sends the challenge and code unwrapped, and a refused code is the field’s error', async () => {
    const invalid = {
      status: 'error',
      code: 401,
      message: 'That code is not valid',
      details: { code: 'That code is not valid' },
    };
    server.route('POST', '/api/login/two_factor', (_req, res) => sendJson(res, 401, invalid));
    const session = store();
    const outcome = await session.completeLogin('adjuster@example.com', 'pw', 'ch-1', '123456');
    expect(outcome).toEqual({ ok: false, message: 'That code is not valid', field: 'code' });
    const sent = server.requests.find((r) => r.path === '/api/login/two_factor');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ challenge: 'ch-1', code: '123456' });
    // A refused code is not an expired token: nothing asked to refresh.
    expect(server.requests.some((r) => r.path === '/api/refresh_token')).toBe(false);
    expect(session.isLoggedIn()).toBe(false);
  });

  it('starts the session with the code step’s answer, like a login', async () => {
    server.route('POST', '/api/login/two_factor', (_req, res) =>
      sendJson(res, 200, { data: { user: wireUser, token: 'tok-2' } }),
    );
    const session = store();
    const outcome = await session.completeLogin('adjuster@example.com', 'pw', 'ch-1', '123456');
    expect(outcome).toMatchObject({ ok: true, user: { firstName: 'Jordan' } });
    expect(localStorage.getItem('access_token')).toBe('tok-2');
    expect(session.getState().user?.twoFactorEnrolmentRequired).toBe(false);
  });

  it('cannot unlock through the server without a code step: it asks for a fresh login', async () => {
    server.route('POST', '/api/login', (_req, res) => sendJson(res, 200, challengeAnswer));
    // A user this device keeps no key for (earlier tests made one for Jordan).
    localStorage.setItem('access_token', 'tok');
    localStorage.setItem('user_data', JSON.stringify({ ...storedUser, id: 'u-keyless' }));
    const session = store();
    expect(await session.unlock('Demo#2026pass')).toEqual({
      ok: false,
      message: 'This account uses two-factor authentication: log out and log in again',
    });
  });

  it('carries the organization’s demand to set up two-factor authentication', async () => {
    server.route('POST', '/api/login', (_req, res) =>
      sendJson(res, 200, {
        data: { user: { ...wireUser, two_factor_enrolment_required: true }, token: 'tok-3' },
      }),
    );
    const session = store();
    await session.login('adjuster@example.com', 'Demo#2026pass');
    expect(session.getState().user?.twoFactorEnrolmentRequired).toBe(true);
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

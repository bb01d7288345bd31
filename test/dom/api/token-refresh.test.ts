import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/api-client';
import { createAuthStorage } from '../../../src/api/auth-storage';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../../../src/domain/user-account';
import { sendJson, startTestServer, type TestHttpServer } from '../support/test-http-server';

let server: TestHttpServer;
const authRequired = { status: 'error', code: 401, message: 'Authentication required' };

beforeEach(async () => {
  server = await startTestServer();
  localStorage.setItem('access_token', 'old');
  localStorage.setItem('user_data', JSON.stringify({ id: 'u1' }));
});
afterEach(async () => {
  await server.close();
});

function client(onAuthLost = vi.fn(), timeoutMs?: number) {
  const api = createApiClient({
    storage: createAuthStorage(),
    baseUrl: `${server.baseUrl}/api`,
    onAuthLost,
    timeoutMs,
  });
  return { api, onAuthLost };
}

/** A resource that only accepts the refreshed token. */
function protectedRoute(path: string) {
  server.route('GET', `/api${path}`, (req, res) => {
    if (req.headers.authorization === 'Bearer new') sendJson(res, 200, { data: { ok: true } });
    else sendJson(res, 401, authRequired);
  });
}

const calls = (path: string) => server.requests.filter((r) => r.path === path).length;

describe('401 handling', () => {
  it('refreshes once and retries with the new token', async () => {
    protectedRoute('/me');
    server.route('POST', '/api/refresh_token', (_req, res) =>
      sendJson(res, 200, { access_token: 'new', user: { id: 'u1', first_name: 'Jordan' } }),
    );
    const { api, onAuthLost } = client();
    expect(await api.get('/me')).toEqual({ status: 'ok', code: 200, data: { ok: true } });
    expect(localStorage.getItem('access_token')).toBe('new');
    expect(JSON.parse(localStorage.getItem('user_data') ?? '')).toEqual({
      id: 'u1',
      firstName: 'Jordan',
    });
    expect(calls('/api/refresh_token')).toBe(1);
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    protectedRoute('/a');
    protectedRoute('/b');
    server.route('POST', '/api/refresh_token', (_req, res) =>
      setTimeout(() => sendJson(res, 200, { access_token: 'new' }), 50),
    );
    const { api } = client();
    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/a')]);
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    expect(calls('/api/refresh_token')).toBe(1);
  });

  it('does not refresh twice when the retry is refused again', async () => {
    server.route('GET', '/api/me', (_req, res) => sendJson(res, 401, authRequired));
    server.route('POST', '/api/refresh_token', (_req, res) =>
      sendJson(res, 200, { access_token: 'new' }),
    );
    const { api } = client();
    expect(await api.get('/me')).toEqual(authRequired);
    expect(calls('/api/refresh_token')).toBe(1);
    expect(calls('/api/me')).toBe(2);
  });

  it('clears the session and reports auth loss when the refresh fails', async () => {
    protectedRoute('/me');
    server.route('POST', '/api/refresh_token', (_req, res) => sendJson(res, 401, authRequired));
    const { api, onAuthLost } = client();
    expect(await api.get('/me')).toEqual({
      status: 'error',
      code: 401,
      message: 'Authentication required: token refresh failed',
    });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
    expect(onAuthLost).toHaveBeenCalledTimes(1);
  });

  it.each(['/organizations/o1/claims', '/claims/c1', '/contacts/k1/claims/c1'])(
    'does not redirect after a failed refresh on %s',
    async (path) => {
      protectedRoute(path);
      server.route('POST', '/api/refresh_token', (_req, res) => sendJson(res, 401, authRequired));
      const { api, onAuthLost } = client();
      const result = await api.get(path);
      expect(result).toMatchObject({ status: 'error', code: 401 });
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(onAuthLost).not.toHaveBeenCalled();
    },
  );

  it.each(['/me', '/claims/c1'])(
    'ends the session with the reason when the account was deactivated (%s, queued work included)',
    async (path) => {
      const deactivated = { status: 'error', code: 401, message: ACCOUNT_DEACTIVATED_MESSAGE };
      server.route('GET', `/api${path}`, (_req, res) => sendJson(res, 401, deactivated));
      server.route('POST', '/api/refresh_token', (_req, res) => sendJson(res, 401, deactivated));
      const { api, onAuthLost } = client();
      expect(await api.get(path)).toEqual(deactivated);
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(onAuthLost).toHaveBeenCalledWith(ACCOUNT_DEACTIVATED_MESSAGE);
    },
  );

  it('keeps the session when the refresh cannot reach the server', async () => {
    protectedRoute('/me');
    server.route('POST', '/api/refresh_token', () => undefined);
    const { api, onAuthLost } = client(vi.fn(), 150);
    expect(await api.get('/me')).toEqual({
      status: 'error',
      code: 0,
      message: 'Server is not reachable',
    });
    expect(localStorage.getItem('access_token')).toBe('old');
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('never refreshes on a failed login', async () => {
    server.route('POST', '/api/login', (_req, res) =>
      sendJson(res, 401, { status: 'error', code: 401, message: 'Invalid email or password' }),
    );
    const { api } = client();
    expect(await api.post('/login', { email: 'x@y.z', password: 'bad' })).toEqual({
      status: 'error',
      code: 401,
      message: 'Invalid email or password',
    });
    expect(calls('/api/refresh_token')).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/api-client';
import { createAuthStorage } from '../../../src/api/auth-storage';
import { sendJson, startTestServer, type TestHttpServer } from '../support/test-http-server';

let server: TestHttpServer;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

function client(timeoutMs?: number) {
  return createApiClient({
    storage: createAuthStorage(),
    baseUrl: `${server.baseUrl}/api`,
    timeoutMs,
  });
}

describe('requests', () => {
  it('sends the bearer token from localStorage access_token', async () => {
    localStorage.setItem('access_token', 'tok-1');
    server.route('GET', '/api/me', (_req, res) => sendJson(res, 200, { data: { id: 'u1' } }));
    await client().get('/me');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a token', async () => {
    server.route('GET', '/api/ping', (_req, res) => sendJson(res, 200, { status: 'ok' }));
    await client().get('/ping');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('wraps non-GET bodies as {payload} but sends login credentials as they are', async () => {
    server.route('POST', '/api/claims', (_req, res) => sendJson(res, 201, { data: {} }));
    server.route('PUT', '/api/claims/c1', (_req, res) => sendJson(res, 200, { data: {} }));
    server.route('POST', '/api/login', (_req, res) => sendJson(res, 200, { data: {} }));
    const api = client();
    await api.post('/claims', { claimNumber: 'C-1' });
    await api.put('/claims/c1', { status: 'New' });
    await api.post('/login', { email: 'a@b.c', password: 'pw' });
    expect(server.requests.map((r) => JSON.parse(r.body))).toEqual([
      { payload: { claimNumber: 'C-1' } },
      { payload: { status: 'New' } },
      { email: 'a@b.c', password: 'pw' },
    ]);
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends form data unwrapped as multipart', async () => {
    server.route('POST', '/api/documents', (_req, res) => sendJson(res, 201, { data: {} }));
    const form = new FormData();
    form.append('title', 'estimate.pdf');
    await client().post('/documents', form);
    const request = server.requests[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('estimate.pdf');
    expect(request?.body).not.toContain('payload');
  });

  it('sends GET and bodiless DELETE without a body', async () => {
    server.route('DELETE', '/api/tasks/t1', (_req, res) => sendJson(res, 200, { data: null }));
    await client().delete('/tasks/t1');
    expect(server.requests[0]?.body).toBe('');
  });
});

describe('responses', () => {
  const rows = [{ id: 'a' }];
  it.each([
    ['a direct array', rows],
    ['data', { data: rows }],
    ['data.data', { data: { data: rows } }],
    ['items', { items: rows, total: 1 }],
    ['results', { results: rows }],
  ])('reads %s', async (_shape, body) => {
    server.route('GET', '/api/list', (_req, res) => sendJson(res, 200, body));
    expect(await client().get('/list')).toEqual({ status: 'ok', code: 200, data: rows });
  });

  it('converts snake_case keys to camelCase deeply, keeping organization_id', async () => {
    server.route('GET', '/api/me', (_req, res) =>
      sendJson(res, 200, {
        data: {
          first_name: 'Jordan',
          organization_id: 'org-1',
          last_login: null,
          address: { zip_code: '02110' },
          roles: [{ role_name: 'User' }],
        },
      }),
    );
    const result = await client().get('/me');
    expect(result).toEqual({
      status: 'ok',
      code: 200,
      data: {
        firstName: 'Jordan',
        organization_id: 'org-1',
        lastLogin: null,
        address: { zipCode: '02110' },
        roles: [{ roleName: 'User' }],
      },
    });
  });

  it('normalises error bodies to {status, code, message}', async () => {
    server.route('GET', '/api/a', (_req, res) => sendJson(res, 404, { error: 'Claim not found' }));
    server.route('GET', '/api/b', (_req, res) => {
      res.writeHead(500);
      res.end('boom');
    });
    server.route('POST', '/api/c', (_req, res) =>
      sendJson(res, 400, {
        status: 'error',
        code: 400,
        message: 'Validation failed',
        details: { email: 'Invalid email' },
      }),
    );
    const api = client();
    expect(await api.get('/a')).toEqual({ status: 'error', code: 404, message: 'Claim not found' });
    expect(await api.get('/b')).toEqual({
      status: 'error',
      code: 500,
      message: 'Request failed with status 500',
    });
    expect(await api.post('/c', {})).toEqual({
      status: 'error',
      code: 400,
      message: 'Validation failed',
      details: { email: 'Invalid email' },
    });
  });
});

describe('unreachable server', () => {
  const unreachable = { status: 'error', code: 0, message: 'Server is not reachable' };

  it('fails with Server is not reachable when nothing listens', async () => {
    const address = server.baseUrl;
    await server.close();
    const api = createApiClient({ storage: createAuthStorage(), baseUrl: `${address}/api` });
    expect(await api.get('/claims')).toEqual(unreachable);
    server = await startTestServer();
  });

  it('times out a request that gets no answer', async () => {
    server.route('GET', '/api/slow', () => undefined);
    const started = Date.now();
    expect(await client(150).get('/slow')).toEqual(unreachable);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from './authz-matrix.table';
import type { CellContext, Endpoint } from './authz-matrix.table';
import { databaseTargets } from './helpers/databases';
import { bearer, login, refreshCookie, tokenFor } from './helpers/http';
import { matrixFixtures } from './helpers/matrix-fixtures';
import { useTestApp } from './helpers/test-app';
import { userRow } from './helpers/user-row';

const HUGE = 'x'.repeat(200_000);

// Bodies a careless or hostile client might send; none may produce a 5xx.
const HOSTILE_BODIES: unknown[] = [
  null,
  [],
  'just a string',
  42,
  { payload: null },
  { payload: [] },
  { payload: { __proto__: { admin: true }, constructor: { prototype: {} } } },
  { name: HUGE, title: HUGE, email: HUGE, text: HUGE, first_name: HUGE, description: HUGE },
  { name: 7, title: false, start: {}, end: [], status: null, read: 'yes', claim_id: 12, email: [] },
  {
    statuses: [{ name: null }],
    allowed_types: 'pdf',
    working_hours: 'all day',
    claims_to_store: -1,
  },
  { payload: { user: { role: { $ne: 1 } }, claim: [1, 2], task: 'x', contact: null } },
  { deep: JSON.parse('['.repeat(200) + ']'.repeat(200)) },
  { text: '\u0000\ud800<script>alert(1)</script>', name: '\u202e\u0000' },
];

describe.each(databaseTargets())('hardening on $name', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'claims-hardening-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(target, { config: { dataDir } });
  const fx = matrixFixtures(() => ctx.app, dataDir);
  let headers: Record<string, string> = {};
  let orgId = '';
  let cell: Omit<CellContext, 'scope'>;

  beforeAll(async () => {
    headers = bearer(await tokenFor(ctx.app, 'owner@example.com'));
    const owner = await userRow(ctx.app, 'owner@example.com');
    const admin = await userRow(ctx.app, 'admin@example.com');
    orgId = owner.organizationId;
    cell = {
      caller: { role: 'Owner', userId: owner.id, orgId },
      orgId,
      otherUserId: admin.id,
      fx,
    };
  });

  // The matrix table's request for the Owner on a real, fresh object (another user's where the
  // route has such objects), so bodies reach the handlers rather than stopping at a 404.
  const urlFor = async (endpoint: Endpoint) =>
    (await endpoint.build({ ...cell, scope: endpoint.scopes.includes('other') ? 'other' : 'own' }))
      .url;

  const writes = ENDPOINTS.filter((e) => e.method !== 'GET');

  it('answers hostile bodies on every write route with a 4xx (or success), never a 5xx', async () => {
    const failures: string[] = [];
    for (const endpoint of writes) {
      for (const body of HOSTILE_BODIES) {
        const response = await ctx.app.inject({
          method: endpoint.method,
          url: await urlFor(endpoint),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        if (response.statusCode >= 500)
          failures.push(
            `${endpoint.method} ${endpoint.path} ${response.statusCode} ${JSON.stringify(body).slice(0, 60)}`,
          );
        if (response.statusCode >= 400) {
          expect(response.json()).toMatchObject({
            status: 'error',
            code: response.statusCode,
            message: expect.any(String),
          });
          expect(response.body).not.toMatch(/\bat \S+\.ts:\d+/);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses malformed JSON with 400 and oversized bodies with 413, in the error shape', async () => {
    for (const endpoint of writes.filter((e) => e.path !== '/documents')) {
      const malformed = await ctx.app.inject({
        method: endpoint.method,
        url: await urlFor(endpoint),
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"payload": {"name": ',
      });
      expect(malformed.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(400);
      expect(malformed.json()).toEqual({
        status: 'error',
        code: 400,
        message: 'Malformed JSON body',
      });
    }
    const large = await ctx.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ status: 'error', code: 413 });
  });

  it('sends the security headers and no-store on authenticated JSON, errors and downloads alike', async () => {
    const urls = [
      `/api/organizations/${orgId}/users`,
      `/api/organizations/${orgId}/settings`,
      '/api/nowhere',
      '/api/docs',
    ];
    for (const url of urls) {
      const response = await ctx.app.inject({ url, headers });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const https = await ctx.app.inject({
      url: `/api/organizations/${orgId}/users`,
      headers: { ...headers, 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('refuses a cross-site refresh (Origin check) and accepts a same-origin one', async () => {
    const cookie = refreshCookie(await login(ctx.app, 'admin@example.com'))!;
    const refreshFrom = (origin: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/refresh_token',
        headers: { origin, host: 'localhost' },
        cookies: { refresh_token: cookie },
      });
    expect((await refreshFrom('https://evil.example')).statusCode).toBe(403);
    expect((await refreshFrom('http://localhost')).statusCode).toBe(200);
  });
});

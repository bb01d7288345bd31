import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../server/app';
import { HttpError } from '../../server/http/errors';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

// Routes that exist only in this test, to drive the error handler and the body normalisation.
function addProbeRoutes(app: App) {
  app.get('/api/test/crash', async () => {
    throw new Error('secret internals: password=hunter2');
  });
  app.get('/api/test/teapot', async () => {
    throw new HttpError(418, 'I am a teapot');
  });
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ claimId: z.string(), isPrimary: z.boolean() }) } },
    async (request) => ({ received: request.body }),
  );
  app.post('/api/test/parse', async (request) => {
    z.object({ title: z.string().min(3) }).parse(request.body);
    return { ok: true };
  });
}

describe.each(databaseTargets())('error handling and headers on $name', (target) => {
  const ctx = useTestApp(target, { seed: false, prepare: addProbeRoutes });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "owner@example.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 400, message: 'Malformed JSON body' });
  });

  it('answers unknown /api routes with 404 in the error shape, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/no/such/thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', code: 404 });
    }
  });

  it('hides internals of unexpected errors behind a 500', async () => {
    const response = await ctx.app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'error',
      code: 500,
      message: 'Internal Server Error',
    });
    expect(response.body).not.toMatch(/hunter2|stack|at .*\.ts/);
  });

  it('passes deliberate HTTP errors through with their status', async () => {
    const response = await ctx.app.inject({ url: '/api/test/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ status: 'error', code: 418, message: 'I am a teapot' });
  });

  it('unwraps {payload} and accepts snake_case keys before validation', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { payload: { claim_id: 'c1', is_primary: true } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { claimId: 'c1', isPrimary: true } });
    const camel = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { claimId: 'c2', isPrimary: false },
    });
    expect(camel.json()).toEqual({ received: { claimId: 'c2', isPrimary: false } });
  });

  it('reports validation failures with details per field', async () => {
    const schema = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { payload: { claim_id: 7 } },
    });
    expect(schema.statusCode).toBe(400);
    expect(schema.json()).toMatchObject({
      status: 'error',
      code: 400,
      message: 'Validation failed',
      details: { claimId: expect.any(String), isPrimary: expect.any(String) },
    });
    const thrown = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/parse',
      payload: { title: 'x' },
    });
    expect(thrown.statusCode).toBe(400);
    expect(thrown.json().details).toEqual({ title: expect.any(String) });
  });

  it('refuses bodies over the size limit with 413 in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ claimId: 'x'.repeat(1_100_000), isPrimary: true }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 'error', code: 413 });
  });

  it('sends a strict CSP and the other security headers', async () => {
    const response = await ctx.app.inject({ url: '/api/ping' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const https = await ctx.app.inject({
      url: '/api/ping',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
  });

  it('does not trust X-Forwarded-Proto from a non-local peer', async () => {
    const response = await ctx.app.inject({
      url: '/api/ping',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

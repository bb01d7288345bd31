import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

const dist = mkdtempSync(path.join(tmpdir(), 'claims-desk-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><title>Claims desk</title><div id="root"></div>',
);
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[]}');
writeFileSync(path.join(dist, 'sw.js.map'), '{"version":3,"sources":[]}');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe.each(databaseTargets())('the built web app on $name', (target) => {
  const ctx = useTestApp(target, { seed: false, config: { distDir: dist } });

  it('serves index.html at / and for client routes such as /claims/123', async () => {
    for (const url of ['/', '/claims/123', '/settings/claims-columns?x=1', '/no-such-page']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
    }
  });

  it('serves hashed assets as immutable files', async () => {
    const response = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log');
    expect(response.headers['cache-control']).toContain('immutable');
    expect((await ctx.app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('never serves a source map, though it exists in the build', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/sw.js.map',
      '/assets/INDEX-abc123.js.map',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('"version":3');
    }
  });

  it('answers missing files and unknown /api paths with the JSON 404, not the page', async () => {
    for (const url of ['/assets/missing.js', '/api/claimz', '/api']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', code: 404 });
    }
  });

  it('does not answer non-GET requests to page paths with the page', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/claims/123' });
    expect(response.statusCode).toBe(404);
  });
});

describe.each(databaseTargets())('without a build on $name', (target) => {
  const ctx = useTestApp(target, { seed: false });

  it('answers page paths with the JSON 404 and keeps the API working', async () => {
    expect((await ctx.app.inject({ url: '/claims/123' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/ping' })).statusCode).toBe(200);
  });
});

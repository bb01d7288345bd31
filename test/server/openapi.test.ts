import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';

type Operation = {
  summary?: string;
  tags?: string[];
  requestBody?: unknown;
  parameters?: unknown[];
};

describe('OpenAPI description', () => {
  const ctx = useTestApp(databaseTargets()[0]!, { seed: false });

  it('serves an OpenAPI 3.1 document at /api/docs and /api/docs/json without a token', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        openapi: '3.1.0',
        info: { title: 'Claims desk API' },
      });
    }
  });

  it('describes every API route with a summary and tags', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const undocumented: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        if (!operation.summary || !operation.tags?.length)
          undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undocumented).toEqual([]);
    expect(operations).toBeGreaterThan(40);
    for (const path of [
      '/api/users',
      '/api/roles/{id}',
      '/api/organizations/{orgId}/settings/{group}',
      '/api/documents',
      '/api/claims',
      '/api/contacts',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('carries the request schemas: field names, required fields and path parameters', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const createUser = JSON.stringify(doc.paths['/api/users']?.post?.requestBody);
    expect(createUser).toContain('firstName');
    expect(createUser).toContain('"required"');
    expect(JSON.stringify(doc.paths['/api/roles/{id}']?.put?.parameters)).toContain('"id"');
  });
});

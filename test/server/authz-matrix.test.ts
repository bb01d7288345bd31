import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/execute';
import { ENDPOINTS, ROLES } from './authz-matrix.table';
import type { Caller, CellContext, Endpoint, Role, Scope } from './authz-matrix.table';
import { databaseTargets } from './helpers/databases';
import { bearer, tokenFor } from './helpers/http';
import { matrixFixtures } from './helpers/matrix-fixtures';
import { useTestApp } from './helpers/test-app';
import { userRow } from './helpers/user-row';

const EMAILS: Record<Role, string> = {
  Owner: 'owner@example.com',
  Admin: 'admin@example.com',
  Manager: 'manager@example.com',
  Supervisor: 'supervisor@example.com',
  User: 'adjuster@example.com',
  Vendor: 'vendor@example.com',
  Client: 'client@example.com',
  Customer: 'customer@example.com',
};

// Tables a write may touch; the fingerprint (rows and the sum of versions) moves on any insert,
// update or soft delete.
const VERSIONED = new Set([
  'users',
  'roles',
  'settings',
  'claims',
  'notes',
  'calendar_events',
  'notifications',
  'documents',
  'contacts',
  'tasks',
  'conversations',
]);

// Unversioned tables whose rows change in place: what a refused write must leave as it was.
const UNVERSIONED_STATE: Record<string, string> = {
  potential_users: `coalesce(md5(string_agg(concat(token_hash, revoked_at, used_at), ',' order by id)), '')`,
};

const cellCount = () =>
  ENDPOINTS.reduce((total, endpoint) => total + endpoint.scopes.length * ROLES.length + 1, 0);

describe.each(databaseTargets())('authorization matrix on $name', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'claims-matrix-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(target, { config: { dataDir } });
  const callers = new Map<Role, Caller & { headers: Record<string, string> }>();
  let foreignOrg = '';
  let foreignOwner = '';

  beforeAll(async () => {
    for (const role of ROLES) {
      const user = await userRow(ctx.app, EMAILS[role]);
      const headers = bearer(await tokenFor(ctx.app, EMAILS[role]));
      callers.set(role, { role, userId: user.id, orgId: user.organizationId, headers });
    }
    const owner2 = await userRow(ctx.app, 'owner2@example.com');
    foreignOrg = owner2.organizationId;
    foreignOwner = owner2.id;
  });

  const fx = matrixFixtures(() => ctx.app, dataDir);
  const db = () => ctx.app.db;

  async function fingerprint(tables: readonly string[] = []) {
    const out: Record<string, string> = {};
    for (const table of tables) {
      const version = VERSIONED.has(table)
        ? 'coalesce(sum(version), 0)'
        : (UNVERSIONED_STATE[table] ?? '0');
      const [row] = await queryRows<{ n: string; v: string }>(
        db(),
        sql`select count(*)::text as n, ${sql.raw(version)}::text as v from ${sql.identifier(table)}`,
      );
      out[table] = `${row!.n}/${row!.v}`;
    }
    return out;
  }

  async function cell(endpoint: Endpoint, role: Role, scope: Scope, anonymous = false) {
    const caller = callers.get(role)!;
    const foreign = scope === 'foreign';
    const otherUserId = foreign
      ? foreignOwner
      : await fx
          .ownerOf(caller.orgId)
          .then((owner) => (owner === caller.userId ? callers.get('Admin')!.userId : owner));
    const context: CellContext = {
      caller,
      scope,
      orgId: foreign ? foreignOrg : caller.orgId,
      otherUserId,
      fx,
    };
    const spec = await endpoint.build(context);
    const before = await fingerprint(endpoint.watch);
    const response = await ctx.app.inject({
      method: endpoint.method,
      url: spec.url,
      headers: { ...(anonymous ? {} : caller.headers), ...spec.headers },
      payload: spec.payload as string | object | Buffer | undefined,
    });
    return { response, before, after: () => fingerprint(endpoint.watch) };
  }

  for (const endpoint of ENDPOINTS) {
    describe(`${endpoint.method} ${endpoint.path} (${endpoint.permission})`, () => {
      for (const role of ROLES) {
        for (const scope of endpoint.scopes) {
          const expected = endpoint.expected(role, scope);
          it(`${role} × ${scope} → ${expected}`, async () => {
            const { response, before, after } = await cell(endpoint, role, scope);
            expect(response.statusCode, response.body).toBe(expected);
            if (expected >= 400) expect(await after()).toEqual(before);
          });
        }
      }
      it('no token → 401', async () => {
        const { response, before, after } = await cell(
          endpoint,
          'Owner',
          endpoint.scopes[0]!,
          true,
        );
        expect(response.statusCode).toBe(401);
        expect(await after()).toEqual(before);
      });
    });
  }

  it(`covers ${cellCount()} cells per database`, () => {
    expect(cellCount()).toBeGreaterThan(500);
  });
});

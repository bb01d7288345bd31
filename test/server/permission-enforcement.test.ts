import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANTABLE_PERMISSIONS, type Permission } from '../../src/domain/permissions';
import { contacts } from '../../server/db/schema/contacts';
import { claims } from '../../server/db/schema/claims';
import { ENDPOINTS, type CellContext, type RequestSpec, type Scope } from './authz-matrix.table';
import { databaseTargets } from './helpers/databases';
import { bearer, DEMO_PASSWORD, tokenFor } from './helpers/http';
import { matrixFixtures } from './helpers/matrix-fixtures';
import { useTestApp } from './helpers/test-app';
import { userRow } from './helpers/user-row';

// "Every permission the roles editor offers is enforced by the server": for each permission, a
// user whose role holds only that permission passes a route's guard (any answer but 401, 403 or
// 404), and a user whose role holds nothing is refused the same request. The requests are the
// authorization matrix's own (authz-matrix.table.ts), so the two tests cannot drift apart.

/** A matrix row by `METHOD path` and the scope of its object, or a claim of the caller's contact. */
type Probe = { endpoint: string; scope: Scope } | { ownClaim: true };

const PROBES: Record<Exclude<Permission, 'all'>, Probe> = {
  manage_users: { endpoint: 'POST /roles', scope: 'own' },
  manage_claims: { endpoint: 'GET /claims/{id}', scope: 'other' },
  manage_clients: { endpoint: 'POST /contacts', scope: 'own' },
  manage_documents: { endpoint: 'DELETE /documents/{id}', scope: 'other' },
  manage_settings: { endpoint: 'POST /organizations/{orgId}/claim_statuses', scope: 'own' },
  view_reports: { endpoint: 'GET /organizations/{orgId}/reports/claims', scope: 'own' },
  view_claims: { endpoint: 'GET /claims/{id}', scope: 'other' },
  edit_claims: { endpoint: 'POST /claims', scope: 'own' },
  view_clients: { endpoint: 'GET /organizations/{orgId}/contacts', scope: 'own' },
  edit_clients: { endpoint: 'POST /contacts', scope: 'own' },
  view_documents: { endpoint: 'GET /documents/{id}/download', scope: 'other' },
  // Without a claim the upload is a 400 for anyone but staff: the permission guard was passed.
  upload_documents: { endpoint: 'POST /documents', scope: 'own' },
  // A claim assigned to the caller.
  view_assigned_claims: { endpoint: 'GET /claims/{id}', scope: 'own' },
  // A claim whose referral client is the caller's contact.
  view_own_claims: { ownClaim: true },
};

const refused = (status: number) => [401, 403, 404].includes(status);

describe.each(databaseTargets())('every grantable permission gates a route on $name', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'claims-perm-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(target, { config: { dataDir } });
  const fx = matrixFixtures(() => ctx.app, dataDir);
  const probeUsers = new Map<string, { userId: string; headers: Record<string, string> }>();
  let orgId = '';
  let ownerId = '';

  async function ownClaimRequest(cell: CellContext): Promise<RequestSpec> {
    const db = ctx.app.db;
    const [contact] = await db
      .insert(contacts)
      .values({ organizationId: cell.orgId, name: 'Own', userId: cell.caller.userId })
      .returning();
    const [claim] = await db
      .insert(claims)
      .values({
        organizationId: cell.orgId,
        claimNumber: `P-${contact!.id.slice(0, 8)}`,
        status: 'New',
        clientId: contact!.id,
        clientName: 'Own',
      })
      .returning();
    return { url: `/api/claims/${claim!.id}` };
  }

  beforeAll(async () => {
    const owner = await userRow(ctx.app, 'owner@example.com');
    orgId = owner.organizationId;
    ownerId = owner.id;
    const headers = bearer(await tokenFor(ctx.app, 'owner@example.com'));
    const probes: [string, string[]][] = [
      ['none', []],
      ...GRANTABLE_PERMISSIONS.map((p): [string, string[]] => [p, [p]]),
    ];
    for (const [key, permissions] of probes) {
      const name = `Probe ${key}`;
      const role = await ctx.app.inject({
        method: 'POST',
        url: '/api/roles',
        headers,
        payload: { payload: { role: { name, permissions } } },
      });
      expect(role.statusCode, role.body).toBe(201);
      const email = `probe-${key.replace(/_/g, '-')}@example.com`;
      const user = await ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: {
          payload: {
            user: { firstName: 'Probe', lastName: key, email, role: name, password: DEMO_PASSWORD },
          },
        },
      });
      expect(user.statusCode, user.body).toBe(201);
      const userId = (user.json() as { data: { id: string } }).data.id;
      probeUsers.set(key, { userId, headers: bearer(await tokenFor(ctx.app, email)) });
    }
  });

  async function send(probe: Probe, who: string) {
    const { userId, headers } = probeUsers.get(who)!;
    const cell: CellContext = {
      // The builders only read the role to find the caller's own role; none of these probes does.
      caller: { role: 'User', userId, orgId },
      scope: 'endpoint' in probe ? probe.scope : 'own',
      orgId,
      otherUserId: ownerId,
      fx,
    };
    let spec: RequestSpec;
    let method: string;
    if ('endpoint' in probe) {
      const endpoint = ENDPOINTS.find((e) => `${e.method} ${e.path}` === probe.endpoint);
      if (!endpoint) throw new Error(`No matrix row ${probe.endpoint}`);
      spec = await endpoint.build(cell);
      method = endpoint.method;
    } else {
      spec = await ownClaimRequest(cell);
      method = 'GET';
    }
    return ctx.app.inject({
      method: method as 'GET',
      url: spec.url,
      headers: { ...headers, ...spec.headers },
      payload: spec.payload as string | object | Buffer | undefined,
    });
  }

  it.each(GRANTABLE_PERMISSIONS)(
    '%s alone passes a guard that a role without it does not',
    async (permission) => {
      const probe = PROBES[permission];
      const granted = await send(probe, permission);
      expect(refused(granted.statusCode), `${permission}: ${granted.body}`).toBe(false);
      const without = await send(probe, 'none');
      expect(refused(without.statusCode), `no permission: ${without.body}`).toBe(true);
    },
  );
});

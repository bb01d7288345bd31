import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANT_BEYOND_OWN_MESSAGE } from '../../src/domain/role-grants';
import { ROLE_UNKNOWN_MESSAGE } from '../../src/domain/role.schema';
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  LAST_OWNER_DEACTIVATE_MESSAGE,
  LAST_OWNER_DEMOTE_MESSAGE,
  MANAGE_BEYOND_OWN_MESSAGE,
} from '../../src/domain/user-account';
import { databaseTargets } from './helpers/databases';
import { bearer, DEMO_PASSWORD, login, refreshCookie } from './helpers/http';
import { useTestApp } from './helpers/test-app';
import { openSse } from './sse-client';
import type { SseClient } from './sse-client';
import type { Session } from './sync-helpers';
import { call, expectError, sessionFor, sessionsFor } from './sync-helpers';

interface Account {
  id: string;
  email: string;
  role: string;
  permissions: string[];
  is_active: boolean;
  last_login: string | null;
  version: number;
}

// The users screen's rules (issue 15): who may change whose role, the last Owner, and what a
// deactivation does to the user's sessions, on both databases.
describe.each(databaseTargets())('managing users on $name', (target) => {
  const ctx = useTestApp(target);
  let base: string;
  let owner: Session;
  let admin: Session;
  let supervisor: Session;
  let owner2: Session;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    [owner, admin, supervisor, owner2] = await sessionsFor(ctx.app, [
      'owner',
      'admin',
      'supervisor',
      'owner2',
    ] as const);
  });
  afterAll(() => streams.forEach((s) => s.close()));

  const accounts = async (session = owner) => {
    const response = await call(
      ctx.app,
      session,
      'GET',
      `/api/organizations/${session.orgId}/user_accounts`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Account[];
  };
  const account = async (email: string) => (await accounts()).find((a) => a.email === email)!;
  const put = (session: Session, id: string, payload: Record<string, unknown>) =>
    call(ctx.app, session, 'PUT', `/api/users/${id}`, payload);
  const stream = async (session: Session) => {
    const opened = await openSse(
      `${base}/api/organizations/${session.orgId}/events`,
      session.headers,
    );
    streams.push(opened);
    return opened;
  };

  it('lists every user with role, activity and last login for manage_users only', async () => {
    const list = await accounts();
    expect(list.map((a) => a.email)).toEqual(
      expect.arrayContaining(['owner@example.com', 'client@example.com']),
    );
    expect(list.map((a) => a.email)).not.toContain('owner2@example.com');
    expect(list.find((a) => a.email === 'owner@example.com')?.last_login).toEqual(
      expect.any(String),
    );
    expect(JSON.stringify(list)).not.toMatch(/password/i);
    for (const email of ['supervisor', 'adjuster', 'client']) {
      const session =
        email === 'supervisor' ? supervisor : await sessionFor(ctx.app, `${email}@example.com`);
      const refused = await call(
        ctx.app,
        session,
        'GET',
        `/api/organizations/${session.orgId}/user_accounts`,
      );
      expectError(refused, 403);
    }
    const otherOrg = await call(
      ctx.app,
      owner,
      'GET',
      `/api/organizations/${owner2.orgId}/user_accounts`,
    );
    expectError(otherOrg, 404);
  });

  it('keeps last logins out of the replicas of those who do not manage users', async () => {
    const pulled = async (session: Session) =>
      (await call(ctx.app, session, 'GET', `/api/organizations/${session.orgId}/users`)).json()
        .data as Account[];
    const bySupervisor = await pulled(supervisor);
    expect(bySupervisor.every((u) => u.last_login === null)).toBe(true);
    const byOwner = await pulled(owner);
    expect(byOwner.find((u) => u.email === 'owner@example.com')?.last_login).toEqual(
      expect.any(String),
    );
  });

  it('changes a role to an existing role of the organization only', async () => {
    const adjuster = await account('adjuster@example.com');
    const unknown = await put(owner, adjuster.id, { role: 'Wizard' });
    expectError(unknown, 400, ROLE_UNKNOWN_MESSAGE);
    expect(unknown.json().details).toEqual({ role: ROLE_UNKNOWN_MESSAGE });
    // A role that exists only in the other organization.
    const foreign = await call(ctx.app, owner2, 'POST', '/api/roles', {
      role: { name: 'Field lead', permissions: ['view_claims'] },
    });
    expect(foreign.statusCode, foreign.body).toBe(201);
    expectError(await put(owner, adjuster.id, { role: 'Field lead' }), 400, ROLE_UNKNOWN_MESSAGE);
    expect(await account('adjuster@example.com')).toMatchObject({
      role: 'User',
      version: adjuster.version,
    });
    const promoted = await put(owner, adjuster.id, { role: 'Manager' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data).toMatchObject({
      role: 'Manager',
      permissions: expect.arrayContaining(['manage_claims', 'view_reports']),
    });
    expect((await put(owner, adjuster.id, { role: 'User' })).statusCode).toBe(200);
  });

  it('never raises anyone above the caller, and an Admin cannot touch an Owner', async () => {
    const adjuster = await account('adjuster@example.com');
    const ownerAccount = await account('owner@example.com');
    expectError(await put(admin, adjuster.id, { role: 'Owner' }), 403, GRANT_BEYOND_OWN_MESSAGE);
    expectError(
      await put(admin, ownerAccount.id, { role: 'Admin' }),
      403,
      MANAGE_BEYOND_OWN_MESSAGE,
    );
    expectError(
      await put(admin, ownerAccount.id, { is_active: false }),
      403,
      MANAGE_BEYOND_OWN_MESSAGE,
    );
    // Only the Owner role holds `all` (the roles rules refuse it elsewhere): nothing else is
    // above an Admin, whose manage_ permissions cover every other one.
    // Within the Admin's own permissions it is allowed.
    const toSupervisor = await put(admin, adjuster.id, { role: 'Supervisor' });
    expect(toSupervisor.statusCode, toSupervisor.body).toBe(200);
    expect((await put(admin, adjuster.id, { role: 'User' })).statusCode).toBe(200);
    expect(await account('owner@example.com')).toMatchObject({
      role: 'Owner',
      is_active: true,
      version: ownerAccount.version,
    });
  });

  it('keeps the last active Owner: no demotion, deactivation or deletion of them', async () => {
    const ownerAccount = await account('owner@example.com');
    expectError(
      await put(owner, ownerAccount.id, { role: 'Admin' }),
      409,
      LAST_OWNER_DEMOTE_MESSAGE,
    );
    expectError(
      await put(owner, ownerAccount.id, { is_active: false }),
      409,
      LAST_OWNER_DEACTIVATE_MESSAGE,
    );
    expect(await account('owner@example.com')).toMatchObject({
      role: 'Owner',
      is_active: true,
      version: ownerAccount.version,
    });
  });

  it('lets only one of two Owners demoting each other at once succeed', async () => {
    const adminAccount = await account('admin@example.com');
    const ownerAccount = await account('owner@example.com');
    expect((await put(owner, adminAccount.id, { role: 'Owner' })).statusCode).toBe(200);
    const [first, second] = await Promise.all([
      put(owner, adminAccount.id, { role: 'Admin' }),
      put(admin, ownerAccount.id, { role: 'Admin' }),
    ]);
    // The loser either raced the lock (409, last Owner) or was already demoted when its request
    // was authenticated (403, beyond its own role now): both leave exactly one Owner.
    const [winner, loser] = first!.statusCode === 200 ? [first!, second!] : [second!, first!];
    expect(winner.statusCode).toBe(200);
    expect([
      [409, LAST_OWNER_DEMOTE_MESSAGE],
      [403, MANAGE_BEYOND_OWN_MESSAGE],
    ]).toContainEqual([loser.statusCode, loser.json().message]);
    const owners = (await accounts(first!.statusCode === 200 ? owner : admin)).filter(
      (a) => a.role === 'Owner' && a.is_active,
    );
    expect(owners).toHaveLength(1);
    // Back to the seeded roles: whoever remains Owner restores the other.
    const remaining = owners[0]!.email === 'owner@example.com' ? owner : admin;
    const demoted = owners[0]!.email === 'owner@example.com' ? adminAccount : ownerAccount;
    expect((await put(remaining, demoted.id, { role: 'Owner' })).statusCode).toBe(200);
    expect((await put(owner, adminAccount.id, { role: 'Admin' })).statusCode).toBe(200);
    const deleteOwner = await call(ctx.app, admin, 'DELETE', `/api/users/${ownerAccount.id}`);
    expectError(deleteOwner, 403, MANAGE_BEYOND_OWN_MESSAGE);
  });

  it('tells a user live that their role changed, whatever their role', async () => {
    const client = await sessionFor(ctx.app, 'client@example.com');
    const vendor = await sessionFor(ctx.app, 'vendor@example.com');
    const clientStream = await stream(client);
    const vendorStream = await stream(vendor);
    const changed = await put(owner, client.userId, { role: 'Customer' });
    expect(changed.statusCode, changed.body).toBe(200);
    await clientStream.waitFor((e) => e.resource === 'users' && e.id === client.userId);
    const me = await call(ctx.app, client, 'GET', '/api/me');
    expect(me.json().data).toMatchObject({
      role: 'Customer',
      permissions: ['view_assigned_claims'],
    });
    expect((await put(owner, client.userId, { role: 'Client' })).statusCode).toBe(200);
    await clientStream.waitFor(
      (e) => e.id === client.userId && e.version === changed.json().data.version + 1,
    );
    // Nobody else outside the staff hears of it.
    expect(vendorStream.events.some((e) => e.resource === 'users')).toBe(false);
  });

  it('ends a deactivated user’s sessions at once: tokens, refresh, stream; login says why', async () => {
    const signIn = await login(ctx.app, 'manager@example.com');
    const cookie = refreshCookie(signIn)!;
    const manager: Session = await sessionFor(ctx.app, 'manager@example.com');
    const managerStream = await stream(manager);
    const before = await account('manager@example.com');

    const off = await put(admin, before.id, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.is_active).toBe(false);

    expectError(await call(ctx.app, manager, 'GET', '/api/me'), 401, ACCOUNT_DEACTIVATED_MESSAGE);
    expectError(
      await call(ctx.app, manager, 'PUT', `/api/users/${manager.userId}`, { first_name: 'M' }),
      401,
      ACCOUNT_DEACTIVATED_MESSAGE,
    );
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh_token',
      cookies: { refresh_token: cookie },
    });
    expectError(refresh, 401, ACCOUNT_DEACTIVATED_MESSAGE);
    await managerStream.waitFor((e) => e.resource === 'users' && e.id === manager.userId);
    await managerStream.ended;
    const reopened = await openSse(
      `${base}/api/organizations/${manager.orgId}/events`,
      manager.headers,
    );
    streams.push(reopened);
    expect(reopened.status).toBe(401);
    expectError(await login(ctx.app, 'manager@example.com'), 403, ACCOUNT_DEACTIVATED_MESSAGE);
    expectError(
      await login(ctx.app, 'manager@example.com', 'not the password'),
      401,
      'Invalid email or password',
    );

    const on = await put(admin, before.id, { is_active: true });
    expect(on.statusCode).toBe(200);
    // Reactivation does not bring the ended sessions back: the user logs in again.
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh_token',
      cookies: { refresh_token: cookie },
    });
    expectError(stale, 401, 'Authentication required');
    expect((await login(ctx.app, 'manager@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    const fresh = await sessionFor(ctx.app, 'manager@example.com');
    expect((await call(ctx.app, fresh, 'GET', '/api/me')).statusCode).toBe(200);
    expect(bearer(fresh.token)).toEqual(fresh.headers);
  });

  it('refuses users changes to roles without manage_users and answers 404 across organizations', async () => {
    const adjuster = await sessionFor(ctx.app, 'adjuster@example.com');
    const vendor = await account('vendor@example.com');
    expectError(await put(adjuster, vendor.id, { is_active: false }), 403);
    expectError(await put(supervisor, vendor.id, { role: 'User' }), 403);
    const foreign = (
      await call(ctx.app, owner2, 'GET', `/api/organizations/${owner2.orgId}/user_accounts`)
    ).json().data as Account[];
    expectError(await put(owner, foreign[0]!.id, { is_active: false }), 404);
    expect(await account('vendor@example.com')).toMatchObject({
      is_active: true,
      version: vendor.version,
    });
  });
});

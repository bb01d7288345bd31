import { describe, expect, it } from 'vitest';
import { ROLES } from './authz-matrix.table';
import { databaseTargets } from './helpers/databases';
import { organizationOf, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

interface WireRole {
  id: string;
  name: string;
  permissions: string[];
  version: number;
  deleted: boolean;
}

describe.each(databaseTargets())('roles on $name', (target) => {
  const ctx = useTestApp(target);
  const as = sessionCache(() => ctx.app);
  const list = async (email = 'owner@example.com', query = '') => {
    const headers = await as(email);
    const orgId = await organizationOf(ctx.app, headers);
    return ctx.app.inject({ url: `/api/organizations/${orgId}/roles${query}`, headers });
  };
  const roleNamed = async (name: string) =>
    ((await list()).json().data as WireRole[]).find((r) => r.name === name)!;
  const send = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    email = 'admin@example.com',
  ) => ctx.app.inject({ method, url, headers: await as(email), payload: payload && { payload } });

  it('lists the eight default roles with their SPEC 6 permissions', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const roles = response.json().data as WireRole[];
    expect(roles.map((r) => r.name)).toEqual(expect.arrayContaining([...ROLES]));
    expect(roles.find((r) => r.name === 'Vendor')?.permissions).toEqual([
      'view_assigned_claims',
      'upload_documents',
    ]);
    expect((await list('client@example.com')).statusCode).toBe(403);
  });

  it('creates a role, refuses a duplicate name in any case, and lets it be assigned', async () => {
    const created = await send('POST', '/api/roles', {
      role: { name: ' Field  Inspector ', permissions: ['view_claims'] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Field Inspector',
      permissions: ['view_claims'],
      version: 1,
    });
    const duplicate = await send('POST', '/api/roles', { name: 'field inspector' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Role already exists');
    const user = await send('POST', '/api/users', {
      user: {
        firstName: 'F',
        lastName: 'I',
        email: 'fi@example.com',
        role: 'Field Inspector',
        password: 'Str0ng#pass',
      },
    });
    expect(user.statusCode).toBe(201);
  });

  it('refuses unknown permissions and permissions beyond the caller’s own', async () => {
    const unknown = await send('POST', '/api/roles', { name: 'Odd', permissions: ['fly'] });
    expect(unknown.statusCode).toBe(400);
    const beyond = await send('POST', '/api/roles', { name: 'Super', permissions: ['all'] });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toBe('You cannot grant permissions you do not have');
    const byManager = await send('POST', '/api/roles', { name: 'Mgr' }, 'manager@example.com');
    expect(byManager.statusCode).toBe(403);
  });

  it('refuses to delete a held role and deletes a free one', async () => {
    const vendor = await roleNamed('Vendor');
    const held = await send('DELETE', `/api/roles/${vendor.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('Role is assigned to a user and cannot be deleted');
    expect((await roleNamed('Vendor')).version).toBe(vendor.version);
    const free = await send('POST', '/api/roles', { name: 'Temp Role' });
    const id = free.json().data.id as string;
    const removed = await send('DELETE', `/api/roles/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.deleted).toBe(true);
    expect(await roleNamed('Temp Role')).toBeUndefined();
    const assign = await send('POST', '/api/users', {
      user: { firstName: 'T', lastName: 'R', email: 'tr@example.com', role: 'Temp Role' },
    });
    expect(assign.json().message).toBe('Role does not exist');
    const revived = await send('POST', '/api/roles', {
      name: 'Temp Role',
      permissions: ['view_claims'],
    });
    expect(revived.statusCode).toBe(201);
    expect(revived.json().data).toMatchObject({ id, deleted: false, permissions: ['view_claims'] });
  });

  it('renames a role, carrying its holders along, with If-Match', async () => {
    const customer = await roleNamed('Customer');
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `/api/roles/${customer.id}`,
      headers: { ...(await as('admin@example.com')), 'if-match': '"999"' },
      payload: { payload: { name: 'Policyholder' } },
    });
    expect(stale.statusCode).toBe(409);
    const renamed = await send('PUT', `/api/roles/${customer.id}`, { name: 'Policyholder' });
    expect(renamed.statusCode).toBe(200);
    const me = await ctx.app.inject({ url: '/api/me', headers: await as('customer@example.com') });
    expect(me.json().data.role).toBe('Policyholder');
    const clash = await send('PUT', `/api/roles/${customer.id}`, { name: 'vendor' });
    expect(clash.statusCode).toBe(409);
  });

  it('does not let an Admin edit the Owner role or the role they hold', async () => {
    const owner = await roleNamed('Owner');
    expect((await send('PUT', `/api/roles/${owner.id}`, { description: 'x' })).statusCode).toBe(
      403,
    );
    const admin = await roleNamed('Admin');
    const own = await send('PUT', `/api/roles/${admin.id}`, { permissions: [] });
    expect(own.statusCode).toBe(403);
    expect((await roleNamed('Admin')).version).toBe(admin.version);
  });

  it('answers 404 for another organization’s role', async () => {
    const headers = await as('owner2@example.com');
    const orgId = await organizationOf(ctx.app, headers);
    const theirs = (
      await ctx.app.inject({ url: `/api/organizations/${orgId}/roles`, headers })
    ).json().data as WireRole[];
    const user = theirs.find((r) => r.name === 'User')!;
    expect(
      (await send('PUT', `/api/roles/${user.id}`, { description: 'x' }, 'owner@example.com'))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/api/roles/${user.id}`, undefined, 'owner@example.com')).statusCode,
    ).toBe(404);
  });
});

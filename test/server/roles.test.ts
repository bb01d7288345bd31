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

  it('refuses unknown permissions, `all`, and permissions beyond the caller’s own', async () => {
    const unknown = await send('POST', '/api/roles', { name: 'Odd', permissions: ['fly'] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().details).join()).toContain('permissions');
    // `all` is the Owner role's alone, even for the Owner.
    const everything = await send(
      'POST',
      '/api/roles',
      { name: 'Super', permissions: ['all'] },
      'owner@example.com',
    );
    expect(everything.statusCode).toBe(400);
    expect(Object.keys(everything.json().details).join()).toContain('permissions');
    const byManager = await send('POST', '/api/roles', { name: 'Mgr' }, 'manager@example.com');
    expect(byManager.statusCode).toBe(403);
    expect((await roleNamed('Mgr')) ?? null).toBeNull();
  });

  it('stops a user who manages people from granting, raising or editing beyond their own', async () => {
    // A "People" role: manage_users only. Its holder may hand out view_claims? No: they hold it
    // neither directly nor through manage_claims.
    const people = await send(
      'POST',
      '/api/roles',
      { name: 'People', permissions: ['manage_users'] },
      'owner@example.com',
    );
    expect(people.statusCode).toBe(201);
    await send(
      'POST',
      '/api/users',
      {
        user: {
          firstName: 'P',
          lastName: 'M',
          email: 'people@example.com',
          role: 'People',
          password: 'Demo#2026pass',
        },
      },
      'owner@example.com',
    );
    const grant = await send(
      'POST',
      '/api/roles',
      { name: 'Readers', permissions: ['view_claims'] },
      'people@example.com',
    );
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe('You cannot grant permissions you do not have');
    expect(await roleNamed('Readers')).toBeUndefined();
    const free = await send('POST', '/api/roles', { name: 'Free' }, 'people@example.com');
    expect(free.statusCode).toBe(201);
    const raise = await send(
      'PUT',
      `/api/roles/${free.json().data.id}`,
      { permissions: ['manage_settings'] },
      'people@example.com',
    );
    expect(raise.statusCode).toBe(403);
    expect((await roleNamed('Free')).permissions).toEqual([]);
    // The Manager role holds more than this caller: not theirs to edit.
    const manager = await roleNamed('Manager');
    const edit = await send(
      'PUT',
      `/api/roles/${manager.id}`,
      { permissions: [] },
      'people@example.com',
    );
    expect(edit.statusCode).toBe(403);
    expect((await roleNamed('Manager')).version).toBe(manager.version);
  });

  it('refuses to delete a held role and deletes a free one', async () => {
    const vendor = await roleNamed('Vendor');
    const held = await send('DELETE', `/api/roles/${vendor.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      '1 user holds this role: give them another role before deleting it',
    );
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

  it('names how many users hold a role it refuses to delete, and lets seeded roles change', async () => {
    const crew = await send('POST', '/api/roles', { name: 'Crew', permissions: ['view_claims'] });
    for (const n of [1, 2]) {
      await send('POST', '/api/users', {
        user: { firstName: 'C', lastName: `${n}`, email: `crew${n}@example.com`, role: 'Crew' },
      });
    }
    const held = await send('DELETE', `/api/roles/${crew.json().data.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      '2 users hold this role: give them another role before deleting it',
    );
    const supervisor = await roleNamed('Supervisor');
    const changed = await send(
      'PUT',
      `/api/roles/${supervisor.id}`,
      { permissions: ['manage_claims', 'manage_claims', 'view_reports'] },
      'owner@example.com',
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.permissions).toEqual(['manage_claims', 'view_reports']);
    const me = await ctx.app.inject({
      url: '/api/me',
      headers: await as('supervisor@example.com'),
    });
    expect(me.json().data.permissions).toEqual(['manage_claims', 'view_reports']);
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

  it('keeps the Owner role as it is, for everyone, and nobody edits the role they hold', async () => {
    const owner = await roleNamed('Owner');
    expect((await send('PUT', `/api/roles/${owner.id}`, { description: 'x' })).statusCode).toBe(
      403,
    );
    for (const change of [{ permissions: ['view_claims'] }, { name: 'Boss' }]) {
      const byOwner = await send('PUT', `/api/roles/${owner.id}`, change, 'owner@example.com');
      expect(byOwner.statusCode).toBe(403);
      expect(byOwner.json().message).toBe('The Owner role always has every permission');
    }
    const removed = await send('DELETE', `/api/roles/${owner.id}`, undefined, 'owner@example.com');
    expect(removed.statusCode).toBe(403);
    expect(await roleNamed('Owner')).toMatchObject({
      permissions: ['all'],
      version: owner.version,
    });
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

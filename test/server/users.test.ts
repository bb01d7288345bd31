import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { bearer, login, tokenFor } from './helpers/http';
import { useTestApp } from './helpers/test-app';

interface WireUser {
  id: string;
  email: string;
  role: string;
  first_name: string;
  is_active: boolean;
  version: number;
  deleted: boolean;
  organization_id: string;
}

describe.each(databaseTargets())('users on $name', (target) => {
  const ctx = useTestApp(target);
  // One login per user: a login stamps last_login, which raises the user's version.
  const tokens = new Map<string, string>();
  const as = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, await tokenFor(ctx.app, email));
    return bearer(tokens.get(email)!);
  };
  const profile = async (email: string) =>
    (await ctx.app.inject({ url: '/api/me', headers: await as(email) })).json().data as WireUser;
  const listUsers = async (email = 'owner@example.com', query = '') => {
    const caller = await profile(email);
    return ctx.app.inject({
      url: `/api/organizations/${caller.organization_id}/users${query}`,
      headers: await as(email),
    });
  };
  // The user as the owner of the user's organization lists it (with version and deleted).
  const me = async (email: string) => {
    const owner = email === 'owner2@example.com' ? email : 'owner@example.com';
    const users = (await listUsers(owner)).json().data as WireUser[];
    return users.find((u) => u.email === email)!;
  };
  const create = async (user: Record<string, unknown>, email = 'admin@example.com') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await as(email),
      payload: { payload: { user } },
    });

  it('lists the organization users in snake_case with versions', async () => {
    const response = await listUsers();
    expect(response.statusCode).toBe(200);
    const users = response.json().data as WireUser[];
    expect(users.map((u) => u.email)).toContain('client@example.com');
    expect(users.map((u) => u.email)).not.toContain('owner2@example.com');
    expect(users[0]).toMatchObject({ version: expect.any(Number), deleted: false });
    expect(JSON.stringify(users)).not.toMatch(/password/i);
  });

  it('refuses the list to external roles and to another organization', async () => {
    expect((await listUsers('client@example.com')).statusCode).toBe(403);
    const other = await me('owner2@example.com');
    const response = await ctx.app.inject({
      url: `/api/organizations/${other.organization_id}/users`,
      headers: await as('owner@example.com'),
    });
    expect(response.statusCode).toBe(404);
  });

  it('creates a user with a compliant password who can then log in', async () => {
    const response = await create({
      first_name: '  Ada ',
      last_name: 'Lovelace',
      email: ' ADA@Example.com ',
      role: 'User',
      password: 'Str0ng#pass word',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      invited: false,
      data: { email: 'ada@example.com', first_name: 'Ada', role: 'User', is_active: true },
    });
    expect((await login(ctx.app, 'ada@example.com', 'Str0ng#pass word')).statusCode).toBe(200);
  });

  it('invites a user created without a password', async () => {
    const response = await create({
      firstName: 'Ivy',
      lastName: 'Invite',
      email: 'ivy@example.com',
      role: 'Vendor',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().invited).toBe(true);
    const invites = await ctx.app.inject({
      url: `/api/organizations/${(await me('owner@example.com')).organization_id}/potential_users`,
      headers: await as('admin@example.com'),
    });
    expect(invites.json().data.map((i: { email: string }) => i.email)).toContain('ivy@example.com');
  });

  it('refuses unknown roles, taken emails, weak passwords and invalid emails', async () => {
    const base = { firstName: 'A', lastName: 'B', password: 'Str0ng#pass' };
    const unknownRole = await create({ ...base, email: 'x1@example.com', role: 'Wizard' });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().message).toBe('Role does not exist');
    const taken = await create({ ...base, email: 'owner@example.com', role: 'User' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A user with this email already exists');
    const weak = await create({
      ...base,
      email: 'x2@example.com',
      role: 'User',
      password: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Password must contain an uppercase letter, a number, a special character',
    );
    const badEmail = await create({ ...base, email: 'not-an-email', role: 'User' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details).toHaveProperty('email');
  });

  it('does not let an Admin create or manage an Owner, nor a User create anyone', async () => {
    const owner = await create({
      firstName: 'O',
      lastName: 'Two',
      email: 'o3@example.com',
      role: 'Owner',
      password: 'Str0ng#pass',
    });
    expect(owner.statusCode).toBe(403);
    const byUser = await create(
      { firstName: 'A', lastName: 'B', email: 'x3@example.com', role: 'User' },
      'adjuster@example.com',
    );
    expect(byUser.statusCode).toBe(403);
    const ownerId = (await me('owner@example.com')).id;
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${ownerId}`,
      headers: await as('admin@example.com'),
      payload: { payload: { is_active: false } },
    });
    expect(edit.statusCode).toBe(403);
    expect((await me('owner@example.com')).is_active).toBe(true);
  });

  it('lets users rename themselves but not change their own role or anyone else', async () => {
    const self = await me('adjuster@example.com');
    const headers = await as('adjuster@example.com');
    const rename = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${self.id}`,
      headers,
      payload: { payload: { first_name: 'Jordy' } },
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().data).toMatchObject({ first_name: 'Jordy', version: self.version + 1 });
    const promote = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${self.id}`,
      headers,
      payload: { payload: { role: 'Owner' } },
    });
    expect(promote.statusCode).toBe(403);
    const other = await me('vendor@example.com');
    const renameOther = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      headers,
      payload: { payload: { first_name: 'Hacked' } },
    });
    expect(renameOther.statusCode).toBe(403);
    expect((await me('vendor@example.com')).first_name).toBe('Sam');
  });

  it('toggles is_active (the user is locked out at once) and honours If-Match', async () => {
    const vendorHeaders = bearer(await tokenFor(ctx.app, 'vendor@example.com'));
    const vendor = await me('vendor@example.com');
    const headers = await as('admin@example.com');
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${vendor.id}`,
      headers: { ...headers, 'if-match': `"${vendor.version - 1}"` },
      payload: { payload: { is_active: false } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ id: vendor.id, is_active: true });
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${vendor.id}`,
      headers: { ...headers, 'if-match': `"${stale.json().data.version}"` },
      payload: { payload: { is_active: false } },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.is_active).toBe(false);
    expect((await ctx.app.inject({ url: '/api/me', headers: vendorHeaders })).statusCode).toBe(401);
    const on = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${vendor.id}`,
      headers,
      payload: { is_active: true },
    });
    expect(on.json().data.is_active).toBe(true);
  });

  it('soft-deletes users, never yourself, and the deletion shows in a checkpoint pull', async () => {
    const headers = await as('admin@example.com');
    const admin = await me('admin@example.com');
    const selfDelete = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.id}`,
      headers,
    });
    expect(selfDelete.statusCode).toBe(400);
    expect(selfDelete.json().message).toBe('You cannot delete yourself');
    const created = await create({
      firstName: 'Del',
      lastName: 'Me',
      email: 'del@example.com',
      role: 'User',
      password: 'Str0ng#pass',
    });
    const id = created.json().data.id as string;
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ deleted: true, is_active: false });
    expect((await login(ctx.app, 'del@example.com', 'Str0ng#pass')).statusCode).toBe(401);
    const live = (await listUsers()).json().data as WireUser[];
    expect(live.map((u) => u.id)).not.toContain(id);
    const pull = (await listUsers('owner@example.com', '?limit=1000')).json();
    expect(pull.checkpoint).toMatchObject({ id: expect.any(String) });
    expect(pull.data.find((u: WireUser) => u.id === id)).toMatchObject({ deleted: true });
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it('replays a create retried with the same Idempotency-Key', async () => {
    const headers = { ...(await as('admin@example.com')), 'idempotency-key': 'temp-user-1' };
    const user = { firstName: 'Ida', lastName: 'Em', email: 'ida@example.com', role: 'User' };
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/users',
          headers,
          payload: { payload: { user } },
        }),
      ),
    );
    expect(first!.statusCode).toBe(201);
    expect(second!.statusCode).toBe(201);
    expect(second!.json().data.id).toBe(first!.json().data.id);
  });

  it('answers 404 for another organization’s user and changes nothing', async () => {
    const other = await me('owner2@example.com');
    const headers = await as('owner@example.com');
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await ctx.app.inject({
        method,
        url: `/api/users/${other.id}`,
        headers,
        payload: method === 'PUT' ? { first_name: 'Hacked' } : undefined,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await me('owner2@example.com')).toMatchObject({
      first_name: 'Grace',
      version: other.version,
    });
  });
});

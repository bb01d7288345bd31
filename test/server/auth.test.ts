import { ACCOUNT_DEACTIVATED_MESSAGE } from '../../src/domain/user-account';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token';
import { users } from '../../server/db/schema/users';
import { databaseTargets } from './helpers/databases';
import { bearer, login, tokenFor } from './helpers/http';
import { useTestApp } from './helpers/test-app';

const AUTH_REQUIRED = { status: 'error', code: 401, message: 'Authentication required' };
const BAD_LOGIN = { status: 'error', code: 401, message: 'Invalid email or password' };

describe.each(databaseTargets())('auth on $name', (target) => {
  const ctx = useTestApp(target);

  it('logs in and answers {data:{user, token}} with a snake_case user', async () => {
    const response = await login(ctx.app, 'adjuster@example.com');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token.split('.')).toHaveLength(3);
    expect(data.user).toMatchObject({
      first_name: 'Jordan',
      last_name: 'Reyes',
      email: 'adjuster@example.com',
      role: 'User',
      is_active: true,
      permissions: expect.arrayContaining(['view_claims', 'edit_claims']),
    });
    expect(Object.keys(data.user).sort()).toEqual(
      [
        'created_at',
        'email',
        'first_name',
        'id',
        'is_active',
        'last_login',
        'last_name',
        'organization_id',
        'permissions',
        'role',
        'two_factor_enrolment_required',
      ].sort(),
    );
    expect(new Date(data.user.last_login).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('sets an httpOnly, SameSite=Strict refresh cookie scoped to /api, Secure only over https', async () => {
    const plain = await login(ctx.app, 'owner@example.com');
    const cookie = plain.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(cookie?.secure).toBeFalsy();

    const viaProxy = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'owner@example.com', password: 'Demo#2026pass' },
    });
    expect(viaProxy.cookies.find((c) => c.name === 'refresh_token')?.secure).toBe(true);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    expect((await login(ctx.app, '  Manager@Example.COM ')).statusCode).toBe(200);
  });

  it('gives unknown user and wrong password the very same 401; says deactivated only with the right password', async () => {
    const unknown = await login(ctx.app, 'nobody@example.com');
    const wrong = await login(ctx.app, 'supervisor@example.com', 'Demo#2026wrong');
    await ctx.opened.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'admin@example.com'));
    const inactiveWrong = await login(ctx.app, 'admin@example.com', 'Demo#2026wrong');
    for (const response of [unknown, wrong, inactiveWrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(BAD_LOGIN);
      expect(response.cookies).toHaveLength(0);
    }
    const inactive = await login(ctx.app, 'admin@example.com');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toMatchObject({ code: 403, message: ACCOUNT_DEACTIVATED_MESSAGE });
    expect(inactive.cookies).toHaveLength(0);
  });

  it('refuses a login without password as a validation error with details', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'owner@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'error',
      code: 400,
      details: { password: expect.any(String) },
    });
  });

  it('stores argon2id password hashes', async () => {
    const [row] = await ctx.opened.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'owner@example.com'));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
  });

  it('GET /me returns the current user', async () => {
    const token = await tokenFor(ctx.app, 'client@example.com');
    const response = await ctx.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: 'client@example.com',
      first_name: 'Emily',
      role: 'Client',
      permissions: ['view_own_claims', 'upload_documents'],
    });
  });

  it('GET /me answers the 401 shape without, with a malformed, forged or expired token', async () => {
    const { secret, userId, org } = await (async () => {
      const me = await ctx.app.inject({
        url: '/api/me',
        headers: bearer(await tokenFor(ctx.app, 'owner@example.com')),
      });
      const { id, organization_id } = me.json().data;
      return { secret: ctx.config.jwtSecret, userId: id as string, org: organization_id as string };
    })();
    const forged = await signAccessToken(
      { sub: userId, org, role: 'Owner', sid: 'any' },
      new TextEncoder().encode('x'.repeat(48)),
      900,
    );
    const expired = await new SignJWT({ org, role: 'Owner' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: userId, org, role: 'Owner' }),
    ).toString('base64url')}.`;
    const headerSets = [
      {},
      { authorization: 'Bearer not-a-jwt' },
      { authorization: 'Basic b3duZXI6cHc=' },
      bearer(forged),
      bearer(expired),
      bearer(unsigned),
    ];
    for (const headers of headerSets) {
      const response = await ctx.app.inject({ url: '/api/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(AUTH_REQUIRED);
    }
  });

  it('stops accepting a valid token once its user is deactivated', async () => {
    const token = await tokenFor(ctx.app, 'vendor@example.com');
    expect((await ctx.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    await ctx.opened.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'vendor@example.com'));
    const response = await ctx.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ ...AUTH_REQUIRED, message: ACCOUNT_DEACTIVATED_MESSAGE });
  });

  it('GET /ping needs no login', async () => {
    const response = await ctx.app.inject({ url: '/api/ping' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/users';
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_EXPIRED_MESSAGE,
} from '../../src/domain/password-policy';
import { databaseTargets } from './helpers/databases';
import { bearer, DEMO_PASSWORD, login, refreshCookie } from './helpers/http';
import { useTestApp } from './helpers/test-app';

const OWNER = 'owner@example.com';
const OFFICE = '203.0.113.7';
const OFFICE_V6 = '2001:db8:5::17';
const ELSEWHERE = '198.51.100.20';

describe.each(databaseTargets())('security settings enforced on $name', (target) => {
  const ctx = useTestApp(target);

  async function session(email: string, ip = '127.0.0.1') {
    const response = await login(ctx.app, email, DEMO_PASSWORD, ip);
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data as {
      token: string;
      user: { organization_id: string };
    };
    const claims = `/api/organizations/${user.organization_id}/claims`;
    return { headers: bearer(token), orgId: user.organization_id, claims, response };
  }

  async function saveSecurity(payload: unknown, ip: string, email = OWNER) {
    const { headers, orgId } = await session(email, ip);
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${orgId}/settings/security`,
      headers,
      payload: { payload },
      remoteAddress: ip,
    });
  }

  async function storedSecurity(ip: string) {
    const { headers, orgId } = await session(OWNER, ip);
    const response = await ctx.app.inject({
      url: `/api/organizations/${orgId}/settings`,
      headers,
      remoteAddress: ip,
    });
    return response.json().data.security as { ip_restriction: boolean; allowed_i_ps: string[] };
  }

  describe('IP restriction', () => {
    it('refuses a rule that would lock out the owner saving it, naming the address, and changes nothing', async () => {
      for (const allowed of [[], ['10.0.0.0/8'], ['2001:db8:5::/48']]) {
        const response = await saveSecurity({ ip_restriction: true, allowed_ips: allowed }, OFFICE);
        expect(response.statusCode).toBe(400);
        expect(response.json().details.allowedIPs).toContain(`(${OFFICE})`);
        expect(response.json().message).toMatch(/would lock you out/);
      }
      const v6 = await saveSecurity(
        { ip_restriction: true, allowed_ips: ['10.0.0.0/8'] },
        OFFICE_V6,
      );
      expect(v6.statusCode).toBe(400);
      expect(v6.json().message).toContain(OFFICE_V6);
      expect(await storedSecurity(OFFICE)).toMatchObject({
        ip_restriction: false,
        allowed_i_ps: [],
      });
    });

    it('refuses invalid entries at the field', async () => {
      const response = await saveSecurity(
        { ip_restriction: true, allowed_ips: ['203.0.113.0/24', '10.1', '2001:db8::/200'] },
        OFFICE,
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().details)).toEqual(
        expect.arrayContaining(['allowedIPs.1', 'allowedIPs.2']),
      );
    });

    it('once on, refuses logins and every API call from outside the list, IPv4 and IPv6', async () => {
      const saved = await saveSecurity(
        { ip_restriction: true, allowed_ips: ['203.0.113.0/24', '2001:db8:5::/48', '127.0.0.1'] },
        OFFICE,
      );
      expect(saved.statusCode).toBe(200);

      const refusedLogin = await login(ctx.app, 'adjuster@example.com', DEMO_PASSWORD, ELSEWHERE);
      expect(refusedLogin.statusCode).toBe(403);
      expect(refusedLogin.json().message).toBe(
        `Access from your network (${ELSEWHERE}) is not allowed by your organization`,
      );
      expect(refreshCookie(refusedLogin)).toBeUndefined();
      const wrongPassword = await login(ctx.app, 'adjuster@example.com', 'nope', ELSEWHERE);
      expect(wrongPassword.statusCode).toBe(401);

      const inside = await session('adjuster@example.com', '203.0.113.99');
      const v6 = await session('adjuster@example.com', '2001:db8:5:1::9');
      const fromV6 = await ctx.app.inject({
        url: v6.claims,
        headers: v6.headers,
        remoteAddress: '2001:db8:5:1::9',
      });
      expect(fromV6.statusCode).toBe(200);
      const mapped = await ctx.app.inject({
        url: inside.claims,
        headers: inside.headers,
        remoteAddress: '::ffff:203.0.113.5',
      });
      expect(mapped.statusCode).toBe(200);
      const outside = await ctx.app.inject({
        url: inside.claims,
        headers: inside.headers,
        remoteAddress: ELSEWHERE,
      });
      expect(outside.statusCode).toBe(403);
      expect(outside.json().message).toContain(`(${ELSEWHERE})`);
      const outsideV6 = await ctx.app.inject({
        url: inside.claims,
        headers: inside.headers,
        remoteAddress: '2001:db8:6::1',
      });
      expect(outsideV6.statusCode).toBe(403);

      // The refresh cookie is refused from outside but kept for a return to the office.
      const cookie = refreshCookie(inside.response)!;
      const refresh = (ip: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/refresh_token',
          cookies: { refresh_token: cookie },
          remoteAddress: ip,
        });
      const away = await refresh(ELSEWHERE);
      expect(away.statusCode).toBe(403);
      expect(away.json().message).toContain(`(${ELSEWHERE})`);
      expect(refreshCookie(away)).toBeUndefined();
      expect((await refresh('203.0.113.99')).statusCode).toBe(200);

      // Other organizations are not affected.
      expect(
        (await login(ctx.app, 'owner2@example.com', DEMO_PASSWORD, ELSEWHERE)).statusCode,
      ).toBe(200);
    });

    it('lets the owner narrow the list while keeping their own address, never past it', async () => {
      const narrowed = await saveSecurity(
        { ip_restriction: true, allowed_ips: ['203.0.113.7', '127.0.0.1'] },
        OFFICE,
      );
      expect(narrowed.statusCode).toBe(200);
      const lockout = await saveSecurity(
        { ip_restriction: true, allowed_ips: ['127.0.0.1'] },
        OFFICE,
      );
      expect(lockout.statusCode).toBe(400);
      expect((await storedSecurity(OFFICE)).allowed_i_ps).toEqual(['203.0.113.7', '127.0.0.1']);
      const off = await saveSecurity({ ip_restriction: false }, OFFICE);
      expect(off.statusCode).toBe(200);
      expect((await login(ctx.app, OWNER, DEMO_PASSWORD, ELSEWHERE)).statusCode).toBe(200);
    });

    it('tells the caller the address the server sees', async () => {
      const { headers } = await session(OWNER, OFFICE_V6);
      const response = await ctx.app.inject({
        url: '/api/me/network',
        headers,
        remoteAddress: OFFICE_V6,
      });
      expect(response.json()).toEqual({ data: { ip: OFFICE_V6 } });
    });
  });

  describe('password expiry', () => {
    const email = 'supervisor@example.com';
    const age = async (days: number) =>
      ctx.app.db
        .update(users)
        .set({ passwordChangedAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(users.email, email));

    it('logs in with the flag, refuses other calls until changed, then works again', async () => {
      await age(91);
      const { headers, claims: claimsUrl, response } = await session(email);
      expect(response.json().data.password_expired).toBe(true);
      const claims = await ctx.app.inject({ url: claimsUrl, headers });
      expect(claims.statusCode).toBe(403);
      expect(claims.json().message).toBe(PASSWORD_EXPIRED_MESSAGE);
      expect((await ctx.app.inject({ url: '/api/me', headers })).statusCode).toBe(200);

      const change = (currentPassword: string, newPassword: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/me/password',
          headers,
          payload: { payload: { current_password: currentPassword, new_password: newPassword } },
        });
      const wrong = await change('not-it', 'Quartz-Lantern-42');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details).toEqual({ currentPassword: 'Current password is incorrect' });
      const weak = await change(DEMO_PASSWORD, 'short');
      expect(weak.json().details.newPassword).toMatch(/at least 8 characters/);
      const common = await change(DEMO_PASSWORD, 'Password1!');
      expect(common.statusCode).toBe(400);
      expect(common.json().details).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
      const same = await change(DEMO_PASSWORD, DEMO_PASSWORD);
      expect(same.statusCode).toBe(400);
      expect((await ctx.app.inject({ url: claimsUrl, headers })).statusCode).toBe(403);

      expect((await change(DEMO_PASSWORD, 'Quartz-Lantern-42')).statusCode).toBe(200);
      expect((await ctx.app.inject({ url: claimsUrl, headers })).statusCode).toBe(200);
      const again = await login(ctx.app, email, 'Quartz-Lantern-42');
      expect(again.json().data.password_expired).toBe(false);
      expect((await login(ctx.app, email, DEMO_PASSWORD)).statusCode).toBe(401);
    });

    it('never expires with expiryDays 0, and follows a shorter expiry at once', async () => {
      await age(400);
      const saved = await saveSecurity(
        {
          password_policy: {
            min_length: 8,
            require_uppercase: true,
            require_lowercase: true,
            require_number: true,
            require_special: true,
            expiry_days: 0,
          },
        },
        OFFICE,
      );
      expect(saved.statusCode).toBe(200);
      const login400 = await login(ctx.app, email, 'Quartz-Lantern-42');
      expect(login400.json().data.password_expired).toBe(false);
      await age(2);
      const policy = {
        min_length: 8,
        require_uppercase: true,
        require_lowercase: true,
        require_number: true,
        require_special: true,
        expiry_days: 1,
      };
      expect((await saveSecurity({ password_policy: policy }, OFFICE)).statusCode).toBe(200);
      expect((await login(ctx.app, email, 'Quartz-Lantern-42')).json().data.password_expired).toBe(
        true,
      );
    });
  });

  it('refuses a common password when creating a user', async () => {
    const { headers } = await session(OWNER);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: {
        payload: {
          user: {
            firstName: 'Common',
            lastName: 'Password',
            email: 'common.password@example.com',
            role: 'User',
            password: 'Sunshine1!',
          },
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ password: COMMON_PASSWORD_MESSAGE });
  });
});

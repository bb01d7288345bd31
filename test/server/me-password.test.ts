import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { bearer, DEMO_PASSWORD, login, refreshCookie } from './helpers/http';
import { useTestApp } from './helpers/test-app';

const NEW_PASSWORD = 'Fresh#2027pass';

// Issue 15, Profile: a member changes their own password, proving the current one, within the
// organization's policy; the other sessions end.
describe.each(databaseTargets())('own password and name on $name', (target) => {
  const ctx = useTestApp(target);

  async function device(email: string, password = DEMO_PASSWORD) {
    const response = await login(ctx.app, email, password);
    expect(response.statusCode, response.body).toBe(200);
    return { headers: bearer(response.json().data.token), cookie: refreshCookie(response)! };
  }
  const change = (headers: Record<string, string>, payload: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/me/password', headers, payload });
  const me = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/me', headers });

  it('refuses a wrong current password at that field, changing nothing', async () => {
    const { headers } = await device('manager@example.com');
    const answer = await change(headers, {
      current_password: 'not-my-password',
      new_password: NEW_PASSWORD,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: 'Current password is incorrect',
      details: { currentPassword: 'Current password is incorrect' },
    });
    expect((await login(ctx.app, 'manager@example.com')).statusCode).toBe(200);
    expect((await login(ctx.app, 'manager@example.com', NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a password the policy does not allow, naming the rule at the new password', async () => {
    const { headers } = await device('manager@example.com');
    const answer = await change(headers, {
      current_password: DEMO_PASSWORD,
      new_password: 'short',
    });
    expect(answer.statusCode).toBe(400);
    const { message, details } = answer.json();
    expect(message).toMatch(/^Password must contain .*at least \d+ characters/);
    expect(details).toEqual({ newPassword: message });
    expect((await login(ctx.app, 'manager@example.com')).statusCode).toBe(200);
  });

  it('refuses a body without both passwords', async () => {
    const { headers } = await device('manager@example.com');
    const answer = await change(headers, { new_password: NEW_PASSWORD });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().details)).toContain('currentPassword');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/me/password' })).statusCode).toBe(
      401,
    );
  });

  it('changes the password and ends every other session of the user, keeping this one', async () => {
    const here = await device('supervisor@example.com');
    const elsewhere = await device('supervisor@example.com');
    const answer = await change(here.headers, {
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.ended_sessions).toBeGreaterThanOrEqual(1);
    expect((await me(here.headers)).statusCode).toBe(200);
    expect((await me(elsewhere.headers)).statusCode).toBe(401);
    const refreshElsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh_token',
      headers: { host: 'localhost:3000' },
      cookies: { refresh_token: elsewhere.cookie },
    });
    expect(refreshElsewhere.statusCode).toBe(401);
    expect((await login(ctx.app, 'supervisor@example.com')).statusCode).toBe(401);
    expect((await login(ctx.app, 'supervisor@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets anyone rename themselves but never change their own role, active flag or email', async () => {
    const { headers } = await device('customer@example.com');
    const self = (await me(headers)).json().data;
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${self.id}`,
        headers,
        payload: { payload },
      });
    for (const payload of [
      { role: 'Owner' },
      { is_active: false },
      { email: 'someone.else@example.com' },
      { first_name: 'Cleo', role: 'Admin' },
    ]) {
      const refused = await put(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(403);
    }
    const after = (await me(headers)).json().data;
    expect(after).toMatchObject({
      role: self.role,
      is_active: true,
      email: self.email,
      first_name: self.first_name,
    });
    const rename = await put({ first_name: 'Cleo', last_name: 'Renamed' });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await me(headers)).json().data).toMatchObject({
      first_name: 'Cleo',
      last_name: 'Renamed',
    });
    const blank = await put({ first_name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual({ firstName: 'First name is required' });
  });
});

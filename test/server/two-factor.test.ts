import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { databaseTargets } from './helpers/databases';
import { bearer, DEMO_PASSWORD, login, refreshCookie, tokenFor } from './helpers/http';
import { useTestApp } from './helpers/test-app';
import { userRow } from './helpers/user-row';

const INVALID_CODE = 'That code is not valid';
const STEP_MS = 30_000;

/** A code of the secret at `offsetSteps` 30-second steps from now. */
function codeOf(secret: string, offsetSteps = 0) {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * STEP_MS,
  });
}

async function post(app: App, url: string, token: string | undefined, payload?: object) {
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    payload,
  });
}

/** Turns TOTP on for `email`; the next step's code is used so the current one stays unused. */
async function enrol(app: App, email: string) {
  const token = await tokenFor(app, email);
  const started = await post(app, '/me/two_factor/start', token);
  expect(started.statusCode, started.body).toBe(200);
  const { secret, otpauth_uri } = started.json().data as { secret: string; otpauth_uri: string };
  expect(otpauth_uri).toContain(`secret=${secret}`);
  const confirmed = await post(app, '/me/two_factor/confirm', token, { code: codeOf(secret, -1) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const codes = confirmed.json().data.recovery_codes as string[];
  return { token, secret, codes };
}

async function challengeFor(app: App, email: string, ip = '127.0.0.1') {
  const response = await login(app, email, DEMO_PASSWORD, ip);
  expect(response.statusCode, response.body).toBe(200);
  const { data } = response.json();
  expect(data).toEqual({ two_factor_required: true, challenge: expect.any(String) });
  expect(refreshCookie(response)).toBeUndefined();
  return data.challenge as string;
}

function completeLogin(app: App, challenge: string, code: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/login/two_factor',
    payload: { challenge, code },
    remoteAddress: ip,
  });
}

async function putTwoFactorRequired(app: App, token: string, on: boolean) {
  const { organizationId } = await userRow(app, 'owner@example.com');
  return app.inject({
    method: 'PUT',
    url: `/api/organizations/${organizationId}/settings/security`,
    headers: bearer(token),
    payload: { payload: { twoFactorAuth: on } },
  });
}

describe.each(databaseTargets())('two-factor authentication on $name', (target) => {
  const ctx = useTestApp(target);
  let ownerSecret = '';

  it('enrols in two steps: the secret is shown once, a code turns it on, 10 recovery codes', async () => {
    const token = await tokenFor(ctx.app, 'manager@example.com');
    const before = await ctx.app.inject({ url: '/api/me/two_factor', headers: bearer(token) });
    expect(before.json().data).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const early = await post(ctx.app, '/me/two_factor/confirm', token, { code: '123456' });
    expect(early.statusCode).toBe(409);

    const started = await post(ctx.app, '/me/two_factor/start', token);
    const { secret, otpauth_uri } = started.json().data;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Claims%20desk:manager%40example\.com\?/);

    const malformed = await post(ctx.app, '/me/two_factor/confirm', token, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toHaveProperty('code');
    const wrong = await post(ctx.app, '/me/two_factor/confirm', token, {
      code: codeOf(secret, 5),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: INVALID_CODE, details: { code: INVALID_CODE } });

    const confirmed = await post(ctx.app, '/me/two_factor/confirm', token, {
      code: codeOf(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const after = await ctx.app.inject({ url: '/api/me/two_factor', headers: bearer(token) });
    expect(after.json().data).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    // The secret is never handed out again.
    const again = await post(ctx.app, '/me/two_factor/start', token);
    expect(again.statusCode).toBe(409);
    expect(after.body + again.body).not.toContain(secret);
  });

  it('stores the secret sealed and the recovery codes hashed', async () => {
    const { secret, codes } = await enrol(ctx.app, 'supervisor@example.com');
    const { id } = await userRow(ctx.app, 'supervisor@example.com');
    const dump = JSON.stringify(
      await ctx.app.db.execute(
        `select * from user_two_factor, two_factor_recovery_codes where user_two_factor.user_id = '${id}'`,
      ),
    );
    expect(dump).not.toContain(secret);
    for (const code of codes) expect(dump).not.toContain(code);
  });

  it('login answers a challenge, then the code completes it exactly like a login', async () => {
    const { secret } = await enrol(ctx.app, 'admin@example.com');
    const challenge = await challengeFor(ctx.app, 'admin@example.com');
    // A challenge is no session.
    const me = await ctx.app.inject({ url: '/api/me', headers: bearer(challenge) });
    expect(me.statusCode).toBe(401);

    const done = await completeLogin(ctx.app, challenge, codeOf(secret));
    expect(done.statusCode, done.body).toBe(200);
    const { data } = done.json();
    expect(data.user).toMatchObject({ email: 'admin@example.com', role: 'Admin' });
    expect(refreshCookie(done)).toBeDefined();
    const meNow = await ctx.app.inject({ url: '/api/me', headers: bearer(data.token) });
    expect(meNow.statusCode).toBe(200);
  });

  it('refuses a replayed code, a wrong code and an expired or forged challenge', async () => {
    const { secret } = await enrol(ctx.app, 'vendor@example.com');
    const code = codeOf(secret);
    const first = await completeLogin(
      ctx.app,
      await challengeFor(ctx.app, 'vendor@example.com'),
      code,
    );
    expect(first.statusCode).toBe(200);
    const replay = await completeLogin(
      ctx.app,
      await challengeFor(ctx.app, 'vendor@example.com'),
      code,
    );
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: INVALID_CODE, details: { code: INVALID_CODE } });
    // An older step than the one used is a replay too.
    const older = await completeLogin(
      ctx.app,
      await challengeFor(ctx.app, 'vendor@example.com'),
      codeOf(secret, -1),
    );
    expect(older.statusCode).toBe(401);

    const challenge = await challengeFor(ctx.app, 'vendor@example.com');
    const wrong = await completeLogin(ctx.app, challenge, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(INVALID_CODE);
    const forged = await completeLogin(ctx.app, `${challenge}x`, codeOf(secret, 1));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toMatch(/expired/);
    const accessToken = await tokenFor(ctx.app, 'owner@example.com');
    const tokenAsChallenge = await completeLogin(ctx.app, accessToken, codeOf(secret, 1));
    expect(tokenAsChallenge.statusCode).toBe(401);
    // The next step's code still works (±1 step window).
    const next = await completeLogin(ctx.app, challenge, codeOf(secret, 1));
    expect(next.statusCode, next.body).toBe(200);
  });

  it('counts wrong codes like failed logins, and a correct password does not reset them', async () => {
    const { secret } = await enrol(ctx.app, 'client@example.com');
    const ip = '10.9.8.7';
    for (let i = 0; i < 10; i += 1) {
      const challenge = await challengeFor(ctx.app, 'client@example.com', ip);
      const wrong = await completeLogin(ctx.app, challenge, '000000', ip);
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await login(ctx.app, 'client@example.com', DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    // Another address is not blocked (the same key as password failures: IP + email).
    const other = await completeLogin(
      ctx.app,
      await challengeFor(ctx.app, 'client@example.com', '10.9.8.8'),
      codeOf(secret),
      '10.9.8.8',
    );
    expect(other.statusCode).toBe(200);
  });

  it('accepts each recovery code once, and regenerating replaces them all', async () => {
    const { token, codes } = await enrol(ctx.app, 'customer@example.com');
    const used = await completeLogin(
      ctx.app,
      await challengeFor(ctx.app, 'customer@example.com'),
      codes[0]!.toUpperCase(),
    );
    expect(used.statusCode, used.body).toBe(200);
    const twice = await completeLogin(
      ctx.app,
      await challengeFor(ctx.app, 'customer@example.com'),
      codes[0]!,
    );
    expect(twice.statusCode).toBe(401);
    expect(twice.json().message).toBe(INVALID_CODE);
    const status = await ctx.app.inject({ url: '/api/me/two_factor', headers: bearer(token) });
    expect(status.json().data.recovery_codes_left).toBe(9);

    const badPassword = await post(ctx.app, '/me/two_factor/recovery_codes', token, {
      password: 'wrong',
    });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().details).toEqual({ password: 'Incorrect password' });
    const fresh = await post(ctx.app, '/me/two_factor/recovery_codes', token, {
      password: DEMO_PASSWORD,
    });
    expect(fresh.statusCode).toBe(200);
    const newCodes = fresh.json().data.recovery_codes as string[];
    expect(newCodes).toHaveLength(10);
    const oldCode = await completeLogin(
      ctx.app,
      await challengeFor(ctx.app, 'customer@example.com'),
      codes[1]!,
    );
    expect(oldCode.statusCode).toBe(401);
    const newCode = await completeLogin(
      ctx.app,
      await challengeFor(ctx.app, 'customer@example.com'),
      newCodes[0]!,
    );
    expect(newCode.statusCode).toBe(200);
  });

  it('turns off with the password or a code, and then login needs no code', async () => {
    const { token, secret } = await enrol(ctx.app, 'owner2@example.com');
    const neither = await post(ctx.app, '/me/two_factor/disable', token, {});
    expect(neither.statusCode).toBe(400);
    const wrongCode = await post(ctx.app, '/me/two_factor/disable', token, { code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().details).toEqual({ code: INVALID_CODE });
    const stillOn = await ctx.app.inject({ url: '/api/me/two_factor', headers: bearer(token) });
    expect(stillOn.json().data.enabled).toBe(true);

    const off = await post(ctx.app, '/me/two_factor/disable', token, { code: codeOf(secret) });
    expect(off.statusCode, off.body).toBe(200);
    const plain = await login(ctx.app, 'owner2@example.com');
    expect(plain.json().data.token).toEqual(expect.any(String));
    const again = await post(ctx.app, '/me/two_factor/disable', token, { password: DEMO_PASSWORD });
    expect(again.statusCode).toBe(409);
  });

  it('when the organization requires it, a user without TOTP may only enrol; other orgs are untouched', async () => {
    const ownerToken = await tokenFor(ctx.app, 'owner@example.com');
    const refused = await putTwoFactorRequired(ctx.app, ownerToken, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toHaveProperty('twoFactorAuth');
    ownerSecret = (await enrol(ctx.app, 'owner@example.com')).secret;
    const required = await putTwoFactorRequired(ctx.app, ownerToken, true);
    expect(required.statusCode, required.body).toBe(200);
    try {
      const response = await login(ctx.app, 'adjuster@example.com');
      expect(response.statusCode).toBe(200);
      const { user, token } = response.json().data;
      expect(user.two_factor_enrolment_required).toBe(true);

      const { organizationId } = await userRow(ctx.app, 'adjuster@example.com');
      const claims = await ctx.app.inject({
        url: `/api/organizations/${organizationId}/claims`,
        headers: bearer(token),
      });
      expect(claims.statusCode).toBe(403);
      expect(claims.json().message).toMatch(/requires two-factor authentication/);
      const me = await ctx.app.inject({ url: '/api/me', headers: bearer(token) });
      expect(me.json().data.two_factor_enrolment_required).toBe(true);
      const status = await ctx.app.inject({ url: '/api/me/two_factor', headers: bearer(token) });
      expect(status.json().data).toMatchObject({ enabled: false, required: true });

      // Another organization's user is not held by this organization's setting.
      const foreign = await login(ctx.app, 'owner2@example.com');
      expect(foreign.json().data.user.two_factor_enrolment_required).toBe(false);

      // Enrolling lifts the restriction at once, on the same token.
      const started = await post(ctx.app, '/me/two_factor/start', token);
      const { secret } = started.json().data;
      const confirmed = await post(ctx.app, '/me/two_factor/confirm', token, {
        code: codeOf(secret),
      });
      expect(confirmed.statusCode).toBe(200);
      const claimsNow = await ctx.app.inject({
        url: `/api/organizations/${organizationId}/claims`,
        headers: bearer(token),
      });
      expect(claimsNow.statusCode).toBe(200);
      const meNow = await ctx.app.inject({ url: '/api/me', headers: bearer(token) });
      expect(meNow.json().data.two_factor_enrolment_required).toBe(false);
    } finally {
      await putTwoFactorRequired(ctx.app, ownerToken, false);
    }
  });

  it('counts wrong passwords and codes given to turn it off like failed logins', async () => {
    const { token } = await enrol(ctx.app, 'owner2@example.com');
    const ip = '10.7.7.7';
    const disable = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/me/two_factor/disable',
        headers: bearer(token),
        payload,
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i += 1)
      expect((await disable({ password: 'wrong' })).statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await disable({ code: '000000' })).statusCode).toBe(400);
    const blocked = await disable({ password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect((await login(ctx.app, 'owner2@example.com', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    const status = await ctx.app.inject({ url: '/api/me/two_factor', headers: bearer(token) });
    expect(status.json().data.enabled).toBe(true);
  });

  it('a challenge of one user cannot be completed with another user’s code', async () => {
    const other = await challengeFor(ctx.app, 'adjuster@example.com');
    const crossed = await completeLogin(ctx.app, other, codeOf(ownerSecret, 1));
    expect(crossed.statusCode).toBe(401);
  });
});

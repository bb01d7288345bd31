import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasDeviceKey, restoreKey } from '../../../src/db/keys/user-keys';
import { DEVICE_USERS_KEY } from '../../../src/session/device-users';
import { OFFLINE_SESSION_TOKEN } from '../../../src/session/session.store';
import { PASSWORD, startAuthServer, type AuthFixture } from './auth-server';

let fx: AuthFixture;
beforeEach(async () => {
  fx = await startAuthServer();
});
afterEach(async () => {
  await fx.server.close();
});

/** Logs in online once (the device learns the user), ends the session, stops the server. */
async function knownUserOffline() {
  const session = fx.store();
  expect(await session.login(fx.email, PASSWORD)).toMatchObject({ ok: true });
  session.expire();
  await fx.server.close();
  return fx.store();
}

describe('online login', () => {
  it('leaves the device with the wrapped key, the unlocked copy and the email → user id entry', async () => {
    const session = fx.store();
    expect(await session.login(fx.email, PASSWORD)).toMatchObject({ ok: true });
    expect(session.getState().keyState).toBe('unlocked');
    expect(await hasDeviceKey(fx.userId)).toBe(true);
    expect(await restoreKey(fx.userId)).not.toBeNull();
    const stored = localStorage.getItem(DEVICE_USERS_KEY) ?? '';
    expect(stored).toContain(fx.userId);
    // Neither the email nor the password nor the name is readable in localStorage.
    for (const secret of [fx.email, PASSWORD, 'Jordan', 'Reyes']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('a wrong password answered by the server creates no key', async () => {
    const session = fx.store();
    expect(await session.login(fx.email, 'wrong')).toEqual({
      ok: false,
      message: 'Invalid email or password',
    });
    expect(await hasDeviceKey(fx.userId)).toBe(false);
  });
});

describe('login while the server is unreachable', () => {
  it('works for a user who logged in on this device before, on local data', async () => {
    const session = await knownUserOffline();
    const outcome = await session.login(fx.email.toUpperCase(), PASSWORD);
    expect(outcome).toMatchObject({ ok: true, user: { id: fx.userId, firstName: 'Jordan' } });
    expect(session.getState()).toMatchObject({
      token: OFFLINE_SESSION_TOKEN,
      keyState: 'unlocked',
    });
    expect(session.isLoggedIn()).toBe(true);
    expect(await restoreKey(fx.userId)).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('user_data') ?? '{}')).toMatchObject({ id: fx.userId });
  });

  it('refuses a wrong password', async () => {
    const session = await knownUserOffline();
    expect(await session.login(fx.email, 'Demo#2026pasS')).toEqual({
      ok: false,
      message: 'Invalid email or password',
    });
    expect(session.isLoggedIn()).toBe(false);
    expect(await restoreKey(fx.userId)).toBeNull();
  });

  it('says the server is not reachable for a user never seen on this device', async () => {
    const session = await knownUserOffline();
    expect(await session.login('someone.else@example.com', PASSWORD)).toEqual({
      ok: false,
      message: 'Server is not reachable',
    });
  });

  it('is impossible after a logout, which wiped the key', async () => {
    const session = fx.store();
    await session.login(fx.email, PASSWORD);
    await session.logout();
    await fx.server.close();
    expect(await fx.store().login(fx.email, PASSWORD)).toEqual({
      ok: false,
      message: 'Server is not reachable',
    });
  });
});

describe('password changed on the server', () => {
  it('the next online login replaces the device key; the old password no longer opens it', async () => {
    const first = fx.store();
    await first.login(fx.email, PASSWORD);
    first.expire();
    fx.password.current = 'New#2026password';
    const second = fx.store();
    expect(await second.login(fx.email, 'New#2026password')).toMatchObject({ ok: true });
    second.expire();
    await fx.server.close();
    expect(await fx.store().login(fx.email, PASSWORD)).toMatchObject({ ok: false });
    expect(await fx.store().login(fx.email, 'New#2026password')).toMatchObject({ ok: true });
  });
});

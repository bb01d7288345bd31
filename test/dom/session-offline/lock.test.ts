import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, currentDatabase } from '../../../src/db/current-database';
import { openDatabase } from '../../../src/db/database';
import { hasDeviceKey, restoreKey, wipeKeys } from '../../../src/db/keys/user-keys';
import { ACCESS_TOKEN_KEY } from '../../../src/api/auth-storage';
import { ACTIVITY_KEY } from '../../../src/session/activity';
import { SESSION_SIGNAL_KEY } from '../../../src/session/session-signal';
import { PASSWORD, settled, startAuthServer, type AuthFixture } from './auth-server';

let fx: AuthFixture;
beforeEach(async () => {
  fx = await startAuthServer();
});
afterEach(async () => {
  await closeDatabase();
  await fx.server.close();
});

async function loggedIn() {
  const session = fx.store();
  expect(await session.login(fx.email, PASSWORD)).toMatchObject({ ok: true });
  return session;
}

/** What another tab hears when this one writes the signal key (jsdom fires no storage event for its own writes). */
function otherTabHearsSignal() {
  otherTabHears(SESSION_SIGNAL_KEY);
}

function otherTabHears(key: string) {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
}

describe('lock', () => {
  it('deletes the unlocked key and closes the database; the wrapped key and the data stay', async () => {
    const session = await loggedIn();
    const db = await openDatabase(fx.userId);
    let notified = 0;
    session.subscribe(() => notified++);
    await session.lock();
    expect(session.getState().keyState).toBe('locked');
    expect(session.isLoggedIn()).toBe(true);
    expect(await restoreKey(fx.userId)).toBeNull();
    expect(await hasDeviceKey(fx.userId)).toBe(true);
    expect(db.closed).toBe(true);
    expect(currentDatabase()).toBeNull();
    expect(notified).toBe(1);
  });

  it('unlock refuses a wrong password and stays locked', async () => {
    const session = await loggedIn();
    await session.lock();
    expect(await session.unlock('not-it')).toEqual({ ok: false, message: 'Incorrect password' });
    expect(session.getState().keyState).toBe('locked');
    expect(await restoreKey(fx.userId)).toBeNull();
  });

  it('unlock works with the server unreachable', async () => {
    const session = await loggedIn();
    await session.lock();
    await fx.server.close();
    expect(await session.unlock(PASSWORD)).toEqual({ ok: true });
    expect(session.getState().keyState).toBe('unlocked');
    expect(await restoreKey(fx.userId)).not.toBeNull();
  });

  it('a session from before the device kept a key unlocks through the server', async () => {
    const session = await loggedIn();
    await session.lock();
    await wipeKeys(fx.userId);
    expect(await session.unlock('wrong')).toEqual({
      ok: false,
      message: 'Invalid email or password',
    });
    expect(await session.unlock(PASSWORD)).toMatchObject({ ok: true });
    expect(await hasDeviceKey(fx.userId)).toBe(true);
    expect(session.getState().token).toBe(`tok-${fx.userId}`);
  });
});

describe('app start', () => {
  it('restores an unlocked session without asking for the password', async () => {
    await loggedIn();
    const reopened = fx.store();
    expect(reopened.getState().keyState).toBe('checking');
    await settled(reopened);
    expect(reopened.getState().keyState).toBe('unlocked');
  });

  it('comes back locked after a lock', async () => {
    const session = await loggedIn();
    await session.lock();
    const reopened = fx.store();
    await settled(reopened);
    expect(reopened.getState()).toMatchObject({ keyState: 'locked', user: { id: fx.userId } });
  });

  it('locks before opening any data when the device sat idle past the timeout', async () => {
    await loggedIn();
    const longAgo = Date.now() - 31 * 60_000;
    localStorage.setItem(ACTIVITY_KEY, JSON.stringify({ at: longAgo, timeoutMs: 30 * 60_000 }));
    const reopened = fx.store();
    await settled(reopened);
    expect(reopened.getState().keyState).toBe('locked');
    expect(await restoreKey(fx.userId)).toBeNull();
  });

  it('a start without a token locks the unlocked key the stale user data points at', async () => {
    await loggedIn();
    localStorage.removeItem('access_token');
    const reopened = fx.store();
    expect(reopened.isLoggedIn()).toBe(false);
    await expect.poll(() => restoreKey(fx.userId)).toBeNull();
  });
});

describe('other tabs', () => {
  it('follow a lock and an unlock made in one tab', async () => {
    const tabA = await loggedIn();
    const tabB = fx.store();
    await settled(tabB);
    expect(tabB.getState().keyState).toBe('unlocked');

    await tabA.lock();
    otherTabHearsSignal();
    await expect.poll(() => tabB.getState().keyState).toBe('locked');

    await tabA.unlock(PASSWORD);
    otherTabHearsSignal();
    await expect.poll(() => tabB.getState().keyState).toBe('unlocked');
  });

  it('follow a logout made in one tab', async () => {
    const tabA = await loggedIn();
    const tabB = fx.store();
    await settled(tabB);
    await tabA.logout();
    otherTabHearsSignal();
    expect(tabB.isLoggedIn()).toBe(false);
  });

  it('take a logout in one tab as a logout, and a session the server ended there as not one', async () => {
    const tabA = await loggedIn();
    const tabB = fx.store();
    await settled(tabB);
    tabA.expire();
    otherTabHears(ACCESS_TOKEN_KEY);
    expect(tabB.isLoggedIn()).toBe(false);
    expect(tabB.getState().loggedOut).toBeUndefined();

    const tabC = await loggedIn();
    const tabD = fx.store();
    await settled(tabD);
    await tabC.logout();
    otherTabHears(ACCESS_TOKEN_KEY);
    expect(tabD.isLoggedIn()).toBe(false);
    expect(tabD.getState().loggedOut).toBe(true);
  });
});

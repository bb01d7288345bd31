import { describe, expect, it } from 'vitest';
import { NO_KEY_MESSAGE } from '../../../src/db/encryption/encryption-errors';
import { KEY_DATABASE_NAME } from '../../../src/db/keys/key-database';
import { WRONG_PASSWORD_MESSAGE } from '../../../src/db/keys/key-errors';
import {
  changeKeyPassword,
  createOrUnlockKey,
  hasDeviceKey,
  lockKey,
  restoreKey,
  unlockKey,
  wipeKeys,
} from '../../../src/db/keys/user-keys';
import { makeClaim } from './claim-fixture';
import { openClaimsDb } from './open-claims-db';
import { rawRecords } from './raw-indexeddb';

const PASSWORD = 'Demo#2026pass';

describe('per-user data key', () => {
  it('creates a key on first login, then unlocks the same key with the password', async () => {
    const userId = 'user-first';
    expect(await hasDeviceKey(userId)).toBe(false);
    const created = await createOrUnlockKey(userId, PASSWORD);
    expect(created.extractable).toBe(false);
    expect(created.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });

    let current: CryptoKey | null = created;
    const db = await openClaimsDb('keys-same', () => current);
    await db.claims.insert(makeClaim(1));
    await db.close();

    await lockKey(userId);
    current = await createOrUnlockKey(userId, PASSWORD);
    const reopened = await openClaimsDb('keys-same', () => current);
    expect((await reopened.claims.findOne('claim-000001').exec())?.clientName).toBe(
      'Referral Client 1',
    );
    await reopened.remove();
  });

  it('stores the data key only wrapped, with PBKDF2 at 600,000 iterations or more', async () => {
    await createOrUnlockKey('user-stored', PASSWORD);
    const { 'wrapped-keys': wrapped, 'unlocked-keys': unlocked } =
      await rawRecords(KEY_DATABASE_NAME);
    const record = wrapped?.[0] as { iterations: number; salt: string; wrapped: string };
    expect(record.iterations).toBeGreaterThanOrEqual(600_000);
    expect(atob(record.salt)).toHaveLength(16);
    expect(atob(record.wrapped)).toHaveLength(32 + 16); // 256-bit key + GCM tag
    const session = unlocked?.[0] as { key: CryptoKey };
    expect(session.key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', session.key)).rejects.toThrow();
  });

  it('refuses a wrong password, online or offline, and keeps the key locked', async () => {
    const userId = 'user-wrong';
    await createOrUnlockKey(userId, PASSWORD);
    await lockKey(userId);
    await expect(unlockKey(userId, 'Demo#2026pasS')).rejects.toThrow(WRONG_PASSWORD_MESSAGE);
    await expect(createOrUnlockKey(userId, 'not it')).rejects.toThrow(WRONG_PASSWORD_MESSAGE);
    expect(await restoreKey(userId)).toBeNull();
  });

  it('locks, restores after a reload while unlocked, and unlocks offline', async () => {
    const userId = 'user-lock';
    const key = await createOrUnlockKey(userId, PASSWORD);
    const restored = await restoreKey(userId);
    expect(restored).not.toBeNull();
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array([42]));
    const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, restored!, sealed);
    expect([...new Uint8Array(opened)]).toEqual([42]);

    await lockKey(userId);
    expect(await restoreKey(userId)).toBeNull();
    expect(await hasDeviceKey(userId)).toBe(true);
    await unlockKey(userId, PASSWORD);
    expect(await restoreKey(userId)).not.toBeNull();
  });

  it('offline unlock never creates a key for a user unknown on this device', async () => {
    await expect(unlockKey('user-never-seen', PASSWORD)).rejects.toThrow(NO_KEY_MESSAGE);
    expect(await hasDeviceKey('user-never-seen')).toBe(false);
  });

  it('wipes everything of one user and nothing of another', async () => {
    await createOrUnlockKey('user-wipe', PASSWORD);
    await createOrUnlockKey('user-keep', PASSWORD);
    await wipeKeys('user-wipe');
    expect(await restoreKey('user-wipe')).toBeNull();
    expect(await hasDeviceKey('user-wipe')).toBe(false);
    await expect(unlockKey('user-wipe', PASSWORD)).rejects.toThrow(NO_KEY_MESSAGE);
    expect(await restoreKey('user-keep')).not.toBeNull();
  });

  it('two tabs logging in first at once end with one shared key', async () => {
    const [a, b] = await Promise.all([
      createOrUnlockKey('user-race', PASSWORD),
      createOrUnlockKey('user-race', PASSWORD),
    ]);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, a, new Uint8Array([7]));
    await expect(crypto.subtle.decrypt({ name: 'AES-GCM', iv }, b, sealed)).resolves.toBeDefined();
  });

  it('re-wraps the same key under a changed password', async () => {
    const userId = 'user-change';
    const before = await createOrUnlockKey(userId, PASSWORD);
    await changeKeyPassword(userId, PASSWORD, 'New#2027pass');
    await expect(unlockKey(userId, PASSWORD)).rejects.toThrow(WRONG_PASSWORD_MESSAGE);
    const after = await unlockKey(userId, 'New#2027pass');
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      before,
      new Uint8Array([1]),
    );
    await expect(
      crypto.subtle.decrypt({ name: 'AES-GCM', iv }, after, sealed),
    ).resolves.toBeDefined();
  });
});

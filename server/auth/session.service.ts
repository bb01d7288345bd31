import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { HttpError, INVALID_CREDENTIALS, unauthorized } from '../http/errors';
import { createLoginFailureRepository } from '../repositories/login-failure.repository';
import { createSettingsRepository } from '../repositories/settings.repository';
import { createSessionRepository } from '../repositories/session.repository';
import type { UserWithPermissions } from '../repositories/user.repository';
import { createUserRepository } from '../repositories/user.repository';
import { signAccessToken } from './access-token';
import { assertNetworkAllowed, isPasswordExpired, securitySettingsOf } from './access-policy';
import { verifyPassword } from './password';
import { newRefreshToken, hashRefreshToken } from './refresh-token';

type AuthConfig = Pick<
  Config,
  'jwtSecret' | 'accessTokenTtl' | 'refreshTokenTtl' | 'loginMaxFailures' | 'loginFailureWindow'
>;

export interface IssuedSession {
  user: UserWithPermissions;
  accessToken: string;
  refreshToken: string;
  /** The password is older than the policy allows: the session may only change it. */
  passwordExpired: boolean;
}

export function createSessionService(db: Db, config: AuthConfig) {
  const users = createUserRepository(db);
  const failures = createLoginFailureRepository(db);

  /** Refuses an address outside the allow-list; tells whether the password has expired. */
  async function admit(user: UserWithPermissions, ip: string, now: Date, on: Db = db) {
    // `on`: inside a transaction, its own connection (PGlite has one: another query would wait).
    const security = await securitySettingsOf(createSettingsRepository(on), user.organizationId);
    assertNetworkAllowed(security, ip);
    return isPasswordExpired(user, security, now);
  }

  const accessTokenFor = (user: UserWithPermissions) =>
    signAccessToken(
      { sub: user.id, org: user.organizationId, role: user.role },
      config.jwtSecret,
      config.accessTokenTtl,
    );

  async function startFamily(user: UserWithPermissions, familyId: string, now: Date) {
    const refresh = newRefreshToken();
    const session = await createSessionRepository(db).create({
      userId: user.id,
      organizationId: user.organizationId,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(now.getTime() + config.refreshTokenTtl * 1000),
    });
    return { session, token: refresh.token };
  }

  return {
    async login(email: string, password: string, ip: string): Promise<IssuedSession> {
      const normalized = email.trim().toLowerCase();
      const key = `${ip}|${normalized}`;
      if ((await failures.count(key, config.loginFailureWindow)) >= config.loginMaxFailures) {
        throw new HttpError(429, 'Too many failed login attempts, try again later');
      }
      const user = await users.findByEmail(normalized);
      const passwordOk = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordOk || !user.isActive) {
        await failures.record(key, config.loginFailureWindow);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      await failures.clear(key);
      const now = new Date();
      const passwordExpired = await admit(user, ip, now);
      await users.recordLogin(user.id, now);
      const { token } = await startFamily(user, randomUUID(), now);
      return {
        user: { ...user, lastLogin: now },
        accessToken: await accessTokenFor(user),
        refreshToken: token,
        passwordExpired,
      };
    },

    /** Rotates a refresh token; a token presented twice kills its whole family. */
    async refresh(presented: string, ip: string): Promise<IssuedSession> {
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const sessions = createSessionRepository(tx);
        const current = await sessions.findByHashForUpdate(hashRefreshToken(presented));
        if (!current || current.revokedAt || current.expiresAt <= now) return undefined;
        if (current.usedAt) {
          await sessions.revokeFamily(current.familyId, now);
          return undefined;
        }
        const user = await createUserRepository(tx).findById(current.userId);
        if (!user || !user.isActive) {
          await sessions.revokeFamily(current.familyId, now);
          return undefined;
        }
        // Refused before the rotation: the cookie stays valid for a return to an allowed network.
        const passwordExpired = await admit(user, ip, now, tx);
        const refresh = newRefreshToken();
        const next = await sessions.create({
          userId: user.id,
          organizationId: user.organizationId,
          familyId: current.familyId,
          tokenHash: refresh.hash,
          expiresAt: new Date(now.getTime() + config.refreshTokenTtl * 1000),
        });
        await sessions.markUsed(current.id, next.id, now);
        return { user, refreshToken: refresh.token, passwordExpired };
      });
      if (!outcome) throw unauthorized();
      return { ...outcome, accessToken: await accessTokenFor(outcome.user) };
    },

    async logout(presented: string | undefined): Promise<void> {
      if (!presented) return;
      await db.transaction(async (tx) => {
        const sessions = createSessionRepository(tx);
        const current = await sessions.findByHashForUpdate(hashRefreshToken(presented));
        if (current) await sessions.revokeFamily(current.familyId, new Date());
      });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

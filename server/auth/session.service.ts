import { randomUUID } from 'node:crypto';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../../src/domain/user-account';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { HttpError, INVALID_CREDENTIALS, unauthorized } from '../http/errors';
import { createLoginFailureRepository } from '../repositories/login-failure.repository';
import { createSettingsRepository } from '../repositories/settings.repository';
import { createSessionRepository } from '../repositories/session.repository';
import { createTwoFactorRepository } from '../repositories/two-factor.repository';
import type { UserWithPermissions } from '../repositories/user.repository';
import { createUserRepository } from '../repositories/user.repository';
import { signAccessToken } from './access-token';
import { signChallenge, verifyChallenge } from './login-challenge';
import { assertNetworkAllowed, isPasswordExpired, securitySettingsOf } from './access-policy';
import { verifyPassword } from './password';
import { newRefreshToken, hashRefreshToken } from './refresh-token';
import { INVALID_CODE, spendSecondFactor } from './second-factor';
import { totpSecretKey } from './totp';

type AuthConfig = Pick<
  Config,
  'jwtSecret' | 'accessTokenTtl' | 'refreshTokenTtl' | 'loginMaxFailures' | 'loginFailureWindow'
>;

/** The device a login or refresh came from, kept on the session for the profile's list. */
export interface SessionDevice {
  ip: string;
  userAgent?: string;
}

// Long enough for any browser's user agent, short enough that a forged header stores little.
const USER_AGENT_MAX = 512;

const deviceColumns = (device: SessionDevice) => ({
  ipAddress: device.ip,
  userAgent: device.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
});

export interface IssuedSession {
  user: UserWithPermissions;
  accessToken: string;
  refreshToken: string;
  /** The password is older than the policy allows: the session may only change it. */
  passwordExpired: boolean;
}

/** A correct password of an account with two-factor authentication: the code comes next. */
export interface TwoFactorChallenge {
  challenge: string;
}

const TOO_MANY_FAILURES = 'Too many failed login attempts, try again later';

type FailureConfig = Pick<Config, 'loginMaxFailures' | 'loginFailureWindow'>;

/** Failed passwords and codes are counted per address and account (login-failure repository). */
export const loginFailureKey = (ip: string, email: string) => `${ip}|${email.trim().toLowerCase()}`;

/** 429 once the key has failed `loginMaxFailures` times inside the window. */
export async function refuseWhenTooManyFailures(db: Db, config: FailureConfig, key: string) {
  const failures = createLoginFailureRepository(db);
  if ((await failures.count(key, config.loginFailureWindow)) >= config.loginMaxFailures) {
    throw new HttpError(429, TOO_MANY_FAILURES);
  }
}
const CHALLENGE_EXPIRED = 'The sign-in has expired. Enter your password again.';

export function createSessionService(db: Db, config: AuthConfig) {
  const users = createUserRepository(db);
  const failures = createLoginFailureRepository(db);
  const twoFactor = createTwoFactorRepository(db);
  const totpKey = totpSecretKey(config.jwtSecret);
  const refuseWhenBlocked = (key: string) => refuseWhenTooManyFailures(db, config, key);

  /** Refuses an address outside the allow-list; tells whether the password has expired. */
  async function admit(user: UserWithPermissions, ip: string, now: Date, on: Db = db) {
    // `on`: inside a transaction, its own connection (PGlite has one: another query would wait).
    const security = await securitySettingsOf(createSettingsRepository(on), user.organizationId);
    assertNetworkAllowed(security, ip);
    return isPasswordExpired(user, security, now);
  }

  const accessTokenFor = (user: UserWithPermissions, familyId: string) =>
    signAccessToken(
      { sub: user.id, org: user.organizationId, role: user.role, sid: familyId },
      config.jwtSecret,
      config.accessTokenTtl,
    );

  async function startFamily(
    user: UserWithPermissions,
    familyId: string,
    now: Date,
    device: SessionDevice,
  ) {
    const refresh = newRefreshToken();
    const session = await createSessionRepository(db).create({
      userId: user.id,
      organizationId: user.organizationId,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(now.getTime() + config.refreshTokenTtl * 1000),
      ...deviceColumns(device),
    });
    return { session, token: refresh.token };
  }

  /** What a successful login does: stamp last_login, open a refresh family, sign a token. */
  async function begin(user: UserWithPermissions, device: SessionDevice): Promise<IssuedSession> {
    const now = new Date();
    const passwordExpired = await admit(user, device.ip, now);
    await users.recordLogin(user.id, now);
    const familyId = randomUUID();
    const { token } = await startFamily(user, familyId, now, device);
    return {
      user: { ...user, lastLogin: now },
      accessToken: await accessTokenFor(user, familyId),
      refreshToken: token,
      passwordExpired,
    };
  }

  return {
    async login(
      email: string,
      password: string,
      ip: string,
      userAgent?: string,
    ): Promise<IssuedSession | TwoFactorChallenge> {
      const normalized = email.trim().toLowerCase();
      const key = loginFailureKey(ip, normalized);
      await refuseWhenBlocked(key);
      const user = await users.findByEmail(normalized);
      const passwordOk = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordOk) {
        await failures.record(key, config.loginFailureWindow);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      // Told only to whoever knows the password: it says why, instead of "wrong password".
      if (!user.isActive) throw new HttpError(403, ACCOUNT_DEACTIVATED_MESSAGE);
      // The failure count is kept until the code step succeeds too: a known password must not
      // reset the count of wrong codes.
      if ((await twoFactor.find(user.id))?.enabledAt) {
        return {
          challenge: await signChallenge({ userId: user.id, email: normalized }, config.jwtSecret),
        };
      }
      await failures.clear(key);
      return begin(user, { ip, userAgent });
    },

    /** The login's second step: the challenge and a TOTP or recovery code. */
    async completeTwoFactor(
      challenge: string,
      code: string,
      ip: string,
      userAgent?: string,
    ): Promise<IssuedSession> {
      const claims = await verifyChallenge(challenge, config.jwtSecret);
      if (!claims) throw new HttpError(401, CHALLENGE_EXPIRED);
      const key = loginFailureKey(ip, claims.email);
      await refuseWhenBlocked(key);
      const user = await users.findById(claims.userId);
      if (!user || !user.isActive) throw new HttpError(401, CHALLENGE_EXPIRED);
      if (!(await spendSecondFactor(twoFactor, totpKey, user.id, code))) {
        await failures.record(key, config.loginFailureWindow);
        throw new HttpError(401, INVALID_CODE, { code: INVALID_CODE });
      }
      await failures.clear(key);
      return begin(user, { ip, userAgent });
    },

    /** A session for a user whose credentials were checked elsewhere (an accepted invitation). */
    begin,

    /** Rotates a refresh token; a token presented twice kills its whole family. */
    async refresh(presented: string, device: SessionDevice): Promise<IssuedSession> {
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const sessions = createSessionRepository(tx);
        const current = await sessions.findByHashForUpdate(hashRefreshToken(presented));
        if (!current) return undefined;
        const user = await createUserRepository(tx).findById(current.userId);
        // Deactivation revoked the session too; the device is told why its session ended.
        if (user && !user.isActive) {
          await sessions.revokeFamily(current.familyId, now);
          return 'deactivated' as const;
        }
        if (current.revokedAt || current.expiresAt <= now) return undefined;
        if (current.usedAt) {
          await sessions.revokeFamily(current.familyId, now);
          return undefined;
        }
        if (!user) {
          await sessions.revokeFamily(current.familyId, now);
          return undefined;
        }
        // Refused before the rotation: the cookie stays valid for a return to an allowed network.
        const passwordExpired = await admit(user, device.ip, now, tx);
        const refresh = newRefreshToken();
        const next = await sessions.create({
          userId: user.id,
          organizationId: user.organizationId,
          familyId: current.familyId,
          tokenHash: refresh.hash,
          expiresAt: new Date(now.getTime() + config.refreshTokenTtl * 1000),
          ...deviceColumns(device),
        });
        await sessions.markUsed(current.id, next.id, now);
        return { user, refreshToken: refresh.token, familyId: current.familyId, passwordExpired };
      });
      if (outcome === 'deactivated') throw unauthorized(ACCOUNT_DEACTIVATED_MESSAGE);
      if (!outcome) throw unauthorized();
      const { familyId, ...issued } = outcome;
      return { ...issued, accessToken: await accessTokenFor(outcome.user, familyId) };
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

import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../../../src/domain/user-account';
import { verifyAccessToken } from '../../auth/access-token';
import {
  assertNetworkAllowed,
  isPasswordExpired,
  passwordExpiredError,
  securitySettingsOf,
} from '../../auth/access-policy';
import { TWO_FACTOR_ENROLMENT_REQUIRED } from '../../auth/second-factor';
import { forbidden, unauthorized } from '../../http/errors';
import { createTwoFactorRepository } from '../../repositories/two-factor.repository';
import type { UserWithPermissions } from '../../repositories/user.repository';
import type { Repositories } from './repositories';

export interface AuthContext {
  userId: string;
  organizationId: string;
  role: string;
  permissions: string[];
  user: UserWithPermissions;
  /** The session (refresh-token family) of the request's token: the profile's "This device". */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for protected routes: verifies the bearer JWT and sets `request.auth`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** Open to a session that must set up two-factor authentication before anything else. */
    allowBeforeTwoFactorEnrolment?: boolean;
    /** The few routes a session whose password has expired may still call (change it, who am I). */
    allowExpiredPassword?: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** `request.auth` for a user re-read from the database. */
export function authContextOf(user: UserWithPermissions, sessionId: string): AuthContext {
  return {
    sessionId,
    userId: user.id,
    organizationId: user.organizationId,
    role: user.role,
    permissions: user.permissions,
    user,
  };
}

// Role and permissions are read from the database on every call, not trusted from the token, so a
// deactivation or role change takes effect at once instead of when the token expires; so is the
// session, so that revoking it (profile, "log out everywhere", password change) ends its token too,
// and the organization's security group: the IP allow-list and password expiry apply to the next call.
export async function liveUser(
  repositories: Repositories,
  userId: string,
  organizationId: string,
  sessionId: string,
): Promise<UserWithPermissions | undefined> {
  const user = await repositories.users.findById(userId);
  if (!user || user.organizationId !== organizationId) return undefined;
  // The device is told why its session ended (issue 15), not only that it did.
  if (!user.isActive) throw unauthorized(ACCOUNT_DEACTIVATED_MESSAGE);
  return (await repositories.sessions.isFamilyLive(userId, sessionId)) ? user : undefined;
}

export const authenticationPlugin = fp<{ jwtSecret: Uint8Array }>(
  async (app, { jwtSecret }) => {
    const twoFactor = createTwoFactorRepository(app.db);
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? await verifyAccessToken(token, jwtSecret) : undefined;
      if (!claims) throw unauthorized();
      const user = await liveUser(app.repositories, claims.sub, claims.org, claims.sid);
      if (!user) throw unauthorized();
      const security = await securitySettingsOf(app.repositories.settings, user.organizationId);
      assertNetworkAllowed(security, request.ip);
      if (!request.routeOptions.config.allowExpiredPassword && isPasswordExpired(user, security)) {
        throw passwordExpiredError();
      }
      // The organization requires 2FA and this user has none yet: only enrolment is open.
      if (
        !request.routeOptions.config.allowBeforeTwoFactorEnrolment &&
        (await twoFactor.enrolmentRequired(user.id, user.organizationId))
      ) {
        throw forbidden(TWO_FACTOR_ENROLMENT_REQUIRED);
      }
      request.auth = authContextOf(user, claims.sid);
    });
  },
  { name: 'authentication', dependencies: ['repositories'] },
);

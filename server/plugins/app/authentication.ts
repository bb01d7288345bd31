import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../../../src/domain/user-account';
import { verifyAccessToken } from '../../auth/access-token';
import {
  assertNetworkAllowed,
  isPasswordExpired,
  passwordExpiredError,
  securitySettingsFrom,
} from '../../auth/access-policy';
import { TWO_FACTOR_ENROLMENT_REQUIRED } from '../../auth/second-factor';
import { forbidden, unauthorized } from '../../http/errors';
import type { CallerAccess } from '../../repositories/caller-access.repository';
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
// and the organization's security group: the IP allow-list, password expiry and required two-factor
// apply to the next call. All of it in one statement (caller-access.repository.ts), never cached.
export async function liveCaller(
  repositories: Repositories,
  userId: string,
  organizationId: string,
  sessionId: string,
): Promise<CallerAccess | undefined> {
  const caller = await repositories.callers.find(userId, sessionId);
  if (!caller || caller.user.organizationId !== organizationId) return undefined;
  // The device is told why its session ended (issue 15), not only that it did.
  if (!caller.user.isActive) throw unauthorized(ACCOUNT_DEACTIVATED_MESSAGE);
  return caller.sessionLive ? caller : undefined;
}

/** `liveCaller`'s user: the event stream's ticket is checked as a bearer token is. */
export async function liveUser(
  repositories: Repositories,
  userId: string,
  organizationId: string,
  sessionId: string,
): Promise<UserWithPermissions | undefined> {
  return (await liveCaller(repositories, userId, organizationId, sessionId))?.user;
}

export const authenticationPlugin = fp<{ jwtSecret: Uint8Array }>(
  async (app, { jwtSecret }) => {
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? await verifyAccessToken(token, jwtSecret) : undefined;
      if (!claims) throw unauthorized();
      const caller = await liveCaller(app.repositories, claims.sub, claims.org, claims.sid);
      if (!caller) throw unauthorized();
      const { user } = caller;
      const security = securitySettingsFrom(caller.storedSecurity);
      assertNetworkAllowed(security, request.ip);
      if (!request.routeOptions.config.allowExpiredPassword && isPasswordExpired(user, security)) {
        throw passwordExpiredError();
      }
      // The organization requires 2FA and this user has none yet: only enrolment is open.
      if (!request.routeOptions.config.allowBeforeTwoFactorEnrolment && caller.enrolmentRequired) {
        throw forbidden(TWO_FACTOR_ENROLMENT_REQUIRED);
      }
      request.auth = authContextOf(user, claims.sid);
    });
  },
  { name: 'authentication', dependencies: ['repositories'] },
);

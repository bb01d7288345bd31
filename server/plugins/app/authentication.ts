import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken } from '../../auth/access-token';
import {
  assertNetworkAllowed,
  isPasswordExpired,
  passwordExpiredError,
  securitySettingsOf,
} from '../../auth/access-policy';
import { unauthorized } from '../../http/errors';
import type { UserWithPermissions } from '../../repositories/user.repository';

export interface AuthContext {
  userId: string;
  organizationId: string;
  role: string;
  permissions: string[];
  user: UserWithPermissions;
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
    /** The few routes a session whose password has expired may still call (change it, who am I). */
    allowExpiredPassword?: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** `request.auth` for a user re-read from the database. */
export function authContextOf(user: UserWithPermissions): AuthContext {
  return {
    userId: user.id,
    organizationId: user.organizationId,
    role: user.role,
    permissions: user.permissions,
    user,
  };
}

// Role and permissions are read from the database on every call, not trusted from the token, so a
// deactivation or role change takes effect at once instead of when the token expires. So is the
// organization's security group: the IP allow-list and password expiry apply to the next call.
export const authenticationPlugin = fp<{ jwtSecret: Uint8Array }>(
  async (app, { jwtSecret }) => {
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? await verifyAccessToken(token, jwtSecret) : undefined;
      if (!claims) throw unauthorized();
      const user = await app.repositories.users.findById(claims.sub);
      if (!user || !user.isActive || user.organizationId !== claims.org) throw unauthorized();
      const security = await securitySettingsOf(app.repositories.settings, user.organizationId);
      assertNetworkAllowed(security, request.ip);
      if (!request.routeOptions.config.allowExpiredPassword && isPasswordExpired(user, security)) {
        throw passwordExpiredError();
      }
      request.auth = authContextOf(user);
    });
  },
  { name: 'authentication', dependencies: ['repositories'] },
);

import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../../../src/domain/user-account';
import { verifyAccessToken } from '../../auth/access-token';
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
// deactivation or role change takes effect at once instead of when the token expires.
export const authenticationPlugin = fp<{ jwtSecret: Uint8Array }>(
  async (app, { jwtSecret }) => {
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? await verifyAccessToken(token, jwtSecret) : undefined;
      if (!claims) throw unauthorized();
      const user = await app.repositories.users.findById(claims.sub);
      if (!user || user.organizationId !== claims.org) throw unauthorized();
      if (!user.isActive) throw unauthorized(ACCOUNT_DEACTIVATED_MESSAGE);
      request.auth = authContextOf(user);
    });
  },
  { name: 'authentication', dependencies: ['repositories'] },
);

import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken } from '../../auth/access-token';
import { TWO_FACTOR_ENROLMENT_REQUIRED } from '../../auth/second-factor';
import { forbidden, unauthorized } from '../../http/errors';
import { createTwoFactorRepository } from '../../repositories/two-factor.repository';
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
    /** Open to a session that must set up two-factor authentication before anything else. */
    allowBeforeTwoFactorEnrolment?: boolean;
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
    const twoFactor = createTwoFactorRepository(app.db);
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? await verifyAccessToken(token, jwtSecret) : undefined;
      if (!claims) throw unauthorized();
      const user = await app.repositories.users.findById(claims.sub);
      if (!user || !user.isActive || user.organizationId !== claims.org) throw unauthorized();
      // The organization requires 2FA and this user has none yet: only enrolment is open.
      if (
        !request.routeOptions.config.allowBeforeTwoFactorEnrolment &&
        (await twoFactor.enrolmentRequired(user.id, user.organizationId))
      ) {
        throw forbidden(TWO_FACTOR_ENROLMENT_REQUIRED);
      }
      request.auth = authContextOf(user);
    });
  },
  { name: 'authentication', dependencies: ['repositories'] },
);

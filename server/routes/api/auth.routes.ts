import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSameOrigin } from '../../auth/origin-check';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../auth/refresh-cookie';
import { createSessionService } from '../../auth/session.service';
import { forbidden, HttpError, unauthorized } from '../../http/errors';
import { userView, userWireSchema } from '../../http/user.view';

const loginBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(1024),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = createSessionService(app.db, app.config);
  const cookieMaxAge = app.config.refreshTokenTtl;

  app.post(
    '/login',
    {
      // Burst guard per IP on top of the per-account failure count in the session service.
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 } },
      schema: {
        summary: 'Log in with email and password (sets the refresh cookie)',
        tags: ['session'],
        body: loginBody,
        response: {
          200: z.object({
            data: z.object({
              user: userWireSchema,
              token: z.string(),
              password_expired: z.boolean(),
            }),
          }),
        },
      },
    },
    async (request, reply) => {
      const issued = await sessions.login(request.body.email, request.body.password, request.ip);
      setRefreshCookie(request, reply, issued.refreshToken, cookieMaxAge);
      return {
        data: {
          user: userView(issued.user),
          token: issued.accessToken,
          password_expired: issued.passwordExpired,
        },
      };
    },
  );

  app.post(
    '/refresh_token',
    {
      schema: {
        summary: 'Rotate the refresh cookie for a new access token',
        tags: ['session'],
        response: {
          200: z.object({
            access_token: z.string(),
            user: userWireSchema,
            password_expired: z.boolean(),
          }),
        },
      },
    },
    async (request, reply) => {
      if (!isSameOrigin(request)) throw forbidden('Cross-origin request refused');
      const presented = readRefreshCookie(request);
      if (!presented) throw unauthorized();
      try {
        const issued = await sessions.refresh(presented, request.ip);
        setRefreshCookie(request, reply, issued.refreshToken, cookieMaxAge);
        return {
          access_token: issued.accessToken,
          user: userView(issued.user),
          password_expired: issued.passwordExpired,
        };
      } catch (error) {
        // A refusal of the network keeps the cookie: the session resumes on an allowed network.
        if (!(error instanceof HttpError && error.statusCode === 403)) {
          clearRefreshCookie(request, reply);
        }
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Log out (revokes the refresh cookie’s session)',
        tags: ['session'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (request, reply) => {
      await sessions.logout(readRefreshCookie(request));
      clearRefreshCookie(request, reply);
      return { status: 'ok' as const };
    },
  );
};

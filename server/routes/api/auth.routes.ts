import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSameOrigin } from '../../auth/origin-check';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../auth/refresh-cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSessionService } from '../../auth/session.service';
import type { IssuedSession } from '../../auth/session.service';
import { forbidden, HttpError, unauthorized } from '../../http/errors';
import { userWireSchema } from '../../http/user.view';
import { loginCodeBody } from './two-factor/two-factor.body';
import { sessionUserView } from './two-factor/session-user.view';

const loginBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(1024),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = createSessionService(app.db, app.config);
  const cookieMaxAge = app.config.refreshTokenTtl;
  const sessionAnswer = z.object({
    data: z.object({ user: userWireSchema, token: z.string(), password_expired: z.boolean() }),
  });
  const loginRateLimit = { rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 } };

  async function answerSession(
    request: FastifyRequest,
    reply: FastifyReply,
    issued: IssuedSession,
  ) {
    setRefreshCookie(request, reply, issued.refreshToken, cookieMaxAge);
    return {
      data: {
        user: await sessionUserView(app.db, issued.user),
        token: issued.accessToken,
        password_expired: issued.passwordExpired,
      },
    };
  }

  app.post(
    '/login',
    {
      // Burst guard per IP on top of the per-account failure count in the session service.
      config: loginRateLimit,
      schema: {
        summary:
          'Log in with email and password (sets the refresh cookie); with two-factor authentication on, answers a challenge for POST /login/two_factor instead',
        tags: ['session'],
        body: loginBody,
        response: {
          200: z.union([
            sessionAnswer,
            z.object({
              data: z.object({ two_factor_required: z.literal(true), challenge: z.string() }),
            }),
          ]),
        },
      },
    },
    async (request, reply) => {
      const outcome = await sessions.login(
        request.body.email,
        request.body.password,
        request.ip,
        request.headers['user-agent'],
      );
      if ('challenge' in outcome) {
        return { data: { two_factor_required: true as const, challenge: outcome.challenge } };
      }
      return answerSession(request, reply, outcome);
    },
  );

  app.post(
    '/login/two_factor',
    {
      config: loginRateLimit,
      schema: {
        summary:
          'Second login step: the challenge and a code from the authenticator app or a recovery code (answers as /login)',
        tags: ['session'],
        body: loginCodeBody,
        response: { 200: sessionAnswer },
      },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      return answerSession(
        request,
        reply,
        await sessions.completeTwoFactor(
          challenge,
          code,
          request.ip,
          request.headers['user-agent'],
        ),
      );
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
        const issued = await sessions.refresh(presented, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        setRefreshCookie(request, reply, issued.refreshToken, cookieMaxAge);
        return {
          access_token: issued.accessToken,
          user: await sessionUserView(app.db, issued.user),
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

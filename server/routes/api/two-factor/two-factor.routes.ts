import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmBody, reauthenticationBody } from './two-factor.body';
import { twoFactorService } from './two-factor.service';

const tags = ['session'];
const codesAnswer = z.object({ data: z.object({ recovery_codes: z.array(z.string()) }) });
// These routes stay open to a session that must enrol first (the authentication plugin refuses
// every other route to it while the organization requires two-factor authentication).
const enrolment = { allowBeforeTwoFactorEnrolment: true };

// The caller's own TOTP two-factor authentication (issue 15). Any member may turn it on for
// themselves; every route acts on the caller's row only.
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = twoFactorService(app.db, app.config);

  app.get(
    '/me/two_factor',
    {
      onRequest: app.authenticate,
      config: enrolment,
      schema: {
        summary: 'Whether the caller has two-factor authentication on, and must',
        tags,
        response: {
          200: z.object({
            data: z.object({
              enabled: z.boolean(),
              required: z.boolean(),
              recovery_codes_left: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const status = await service.status(request.auth.user);
      return {
        data: {
          enabled: status.enabled,
          required: status.required,
          recovery_codes_left: status.recoveryCodesLeft,
        },
      };
    },
  );

  app.post(
    '/me/two_factor/start',
    {
      onRequest: app.authenticate,
      config: enrolment,
      schema: {
        summary: 'Begin set-up: a new secret and its otpauth:// URI (shown once)',
        tags,
        response: {
          200: z.object({ data: z.object({ secret: z.string(), otpauth_uri: z.string() }) }),
        },
      },
    },
    async (request) => {
      const started = await service.start(request.auth.user);
      return { data: { secret: started.secret, otpauth_uri: started.otpauthUri } };
    },
  );

  app.post(
    '/me/two_factor/confirm',
    {
      onRequest: app.authenticate,
      config: enrolment,
      schema: {
        summary: 'Finish set-up with a code from the app; answers the recovery codes (shown once)',
        tags,
        body: confirmBody,
        response: { 200: codesAnswer },
      },
    },
    async (request) => ({
      data: { recovery_codes: await service.confirm(request.auth.user, request.body.code) },
    }),
  );

  app.post(
    '/me/two_factor/disable',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Turn two-factor authentication off (needs the password or a code)',
        tags,
        body: reauthenticationBody,
        response: { 200: z.object({ data: z.object({ enabled: z.literal(false) }) }) },
      },
    },
    async (request) => {
      await service.disable(request.auth.user, request.body, request.ip);
      return { data: { enabled: false as const } };
    },
  );

  app.post(
    '/me/two_factor/recovery_codes',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Replace the recovery codes (needs the password or a code; shown once)',
        tags,
        body: reauthenticationBody,
        response: { 200: codesAnswer },
      },
    },
    async (request) => ({
      data: {
        recovery_codes: await service.regenerateRecoveryCodes(
          request.auth.user,
          request.body,
          request.ip,
        ),
      },
    }),
  );
};

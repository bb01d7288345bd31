import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/errors';

// Off by default; routes opt in through `config.rateLimit`. The limit error goes through the
// central error handler so it has the usual error shape.
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, `Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'rate-limit' },
);

import fp from 'fastify-plugin';
import { camelKeys } from '../../http/keys';

function isWrapped(body: unknown): body is { payload: unknown } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'payload';
}

/** The request body as routes see it: `{payload: …}` unwrapped (SPEC 7), keys in camelCase. */
export function normalizeBody(body: unknown): unknown {
  return camelKeys(isWrapped(body) ? body.payload : body);
}

// Runs before validation, so route schemas describe the plain camelCase object.
export const payloadPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.body !== undefined && request.body !== null) {
        request.body = normalizeBody(request.body);
      }
    });
  },
  { name: 'payload' },
);

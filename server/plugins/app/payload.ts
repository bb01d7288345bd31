import fp from 'fastify-plugin';
import { jsonExcess } from '../../../src/domain/json-bounds';
import { badRequest } from '../../http/errors';
import { camelKeys } from '../../http/keys';

function isWrapped(body: unknown): body is { payload: unknown } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'payload';
}

/**
 * The request body as routes see it: `{payload: …}` unwrapped (SPEC 7), keys in camelCase. A body
 * nested too deep or too large is refused first, naming where, so nothing of it is stored.
 */
export function normalizeBody(body: unknown): unknown {
  const inner = isWrapped(body) ? body.payload : body;
  const excess = jsonExcess(inner);
  if (excess) throw badRequest('Validation failed', { [excess.field]: excess.message });
  return camelKeys(inner);
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

import type { FastifyRequest } from 'fastify';
import { cleanObject } from '../../../src/domain/cleaning/clean-object';
import { installDomWindow } from '../../lib/dom-window';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * preValidation hook (after the foundation's payload hook): SPEC 5 input cleaning on the server,
 * the authority. `unwrap` accepts the SPEC 7 entity wrapping (`{user: {...}}`) as well as the bare
 * fields; `secrets` (passwords) skip cleaning, whose text rule would alter their spaces.
 */
export function cleanBody(options: { unwrap?: string; secrets?: readonly string[] } = {}) {
  installDomWindow();
  return async (request: FastifyRequest) => {
    let body: unknown = request.body;
    if (!isRecord(body)) return;
    if (options.unwrap && isRecord(body[options.unwrap])) body = body[options.unwrap];
    const record = { ...(body as Record<string, unknown>) };
    const kept: Record<string, unknown> = {};
    for (const key of options.secrets ?? []) {
      if (key in record) kept[key] = record[key];
      delete record[key];
    }
    request.body = { ...cleanObject(record), ...kept };
  };
}

import type { FastifyRequest } from 'fastify';

// CSRF defence for cookie-authenticated calls: a browser always sends Origin on cross-site POSTs,
// so when present it must name this very host.
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

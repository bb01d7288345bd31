import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'refresh_token';

// Scoped to /api so the browser sends it only to the API; Secure whenever the request arrived
// over https (directly or through a trusted proxy's X-Forwarded-Proto).
function options(request: FastifyRequest): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api',
    secure: request.protocol === 'https',
  };
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(REFRESH_COOKIE, token, { ...options(request), maxAge: maxAgeSeconds });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, options(request));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value ? value : undefined;
}

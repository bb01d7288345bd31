import type { FastifyRequest } from 'fastify';

// A calendar feed URL carries its token in the path (calendar apps send no header): it is a
// credential like the bearer token the logger already redacts, so logs keep only its shape.
const FEED_TOKEN = /(\/calendar_feed\/)[^/?#]+?(\.ics)?(?=$|[?#])/;
// An invitation link (the app's /invite/<token>, the API's /invites/<token>[/accept]) likewise.
const INVITE_TOKEN = /(\/invites?\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(FEED_TOKEN, '$1[Redacted]$2').replace(INVITE_TOKEN, '$1[Redacted]');
}

/** Fastify's default `req` log serializer, with the URL redacted. */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

import { jwtVerify, SignJWT } from 'jose';

/**
 * Stream tickets: EventSource cannot send an Authorization header, so a client trades its bearer
 * token for a ticket (POST /api/events/ticket) and opens `…/events?ticket=…`. A ticket is a JWT
 * with its own audience, so it is useless as an access token (and an access token is refused as a
 * ticket), and it lives 60 s: long enough to open the stream, short enough that a leaked URL
 * (proxy logs) is soon worthless. An open stream is not cut when its ticket expires.
 */
const AUDIENCE = 'claims-desk:event-stream';
const ALGORITHM = 'HS256';
export const STREAM_TICKET_TTL_SECONDS = 60;

export interface StreamTicket {
  userId: string;
  organizationId: string;
  /** The session the ticket was traded from: the stream closes when that session ends. */
  sessionId: string;
}

export function signStreamTicket(ticket: StreamTicket, secret: Uint8Array): Promise<string> {
  return new SignJWT({ org: ticket.organizationId, sid: ticket.sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(ticket.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${STREAM_TICKET_TTL_SECONDS}s`)
    .sign(secret);
}

export async function verifyStreamTicket(
  token: string,
  secret: Uint8Array,
): Promise<StreamTicket | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
    });
    const { sub, org, sid } = payload;
    if (typeof sub !== 'string' || typeof org !== 'string' || typeof sid !== 'string') {
      return undefined;
    }
    return { userId: sub, organizationId: org, sessionId: sid };
  } catch {
    return undefined;
  }
}

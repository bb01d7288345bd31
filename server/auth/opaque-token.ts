import { createHash, randomBytes } from 'node:crypto';

// A 256-bit random token of which only the SHA-256 is stored (refresh tokens, invitation links):
// a database leak hands out neither sessions nor invitations.
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

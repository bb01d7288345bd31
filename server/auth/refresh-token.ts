import { createHash, randomBytes } from 'node:crypto';

// Only the SHA-256 of a refresh token is stored: a database leak does not hand out sessions.
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

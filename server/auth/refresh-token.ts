import { hashOpaqueToken, newOpaqueToken } from './opaque-token';

// Only the SHA-256 of a refresh token is stored: a database leak does not hand out sessions.
export const hashRefreshToken = hashOpaqueToken;
export const newRefreshToken = newOpaqueToken;

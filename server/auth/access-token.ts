import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  sub: string;
  org: string;
  role: string;
  /** The session (refresh-token family) the token was issued to: revoking it ends the token. */
  sid: string;
}

const ALGORITHM = 'HS256';

export function signAccessToken(claims: AccessClaims, secret: Uint8Array, ttlSeconds: number) {
  return new SignJWT({ org: claims.org, role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** The token's claims, or undefined for anything not signed by us, expired or malformed. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
    const { sub, org, role, sid } = payload;
    if (
      typeof sub !== 'string' ||
      typeof org !== 'string' ||
      typeof role !== 'string' ||
      typeof sid !== 'string'
    ) {
      return undefined;
    }
    return { sub, org, role, sid };
  } catch {
    return undefined;
  }
}

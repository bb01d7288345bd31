import { jwtVerify, SignJWT } from 'jose';
import { derivedKey } from './totp';

// The answer to a correct password when the account has two-factor authentication: it proves the
// password step for a few minutes and is no session. Signed with a key of its own, so it is never
// accepted as an access token (nor an access token as a challenge).
const ALGORITHM = 'HS256';
const AUDIENCE = 'login-challenge';
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export interface ChallengeClaims {
  userId: string;
  email: string;
}

const challengeKey = (serverSecret: Uint8Array) => derivedKey(serverSecret, 'login challenge');

export function signChallenge(claims: ChallengeClaims, serverSecret: Uint8Array) {
  return new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
    .sign(challengeKey(serverSecret));
}

/** The challenge's claims, or undefined when it is expired, forged or malformed. */
export async function verifyChallenge(
  challenge: string,
  serverSecret: Uint8Array,
): Promise<ChallengeClaims | undefined> {
  try {
    const { payload } = await jwtVerify(challenge, challengeKey(serverSecret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
    });
    const { sub, email } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string') return undefined;
    return { userId: sub, email };
  } catch {
    return undefined;
  }
}

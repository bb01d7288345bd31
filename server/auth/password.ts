import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (19 MiB, 2 passes): the OWASP baseline.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the email is unknown keeps both failures equally slow.
const UNKNOWN_USER_HASH = hash('unknown-user-placeholder');

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  try {
    if (passwordHash === undefined) {
      await verify(await UNKNOWN_USER_HASH, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

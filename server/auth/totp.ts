import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// TOTP (RFC 6238) as authenticator apps expect it: SHA-1, 6 digits, 30-second steps.
const PERIOD_SECONDS = 30;
const ISSUER = 'Claims desk';
/** A code of the previous or the next step is accepted too (clock drift). */
const WINDOW = 1;

/**
 * Keys derived from the server's JWT secret, one per purpose, so no new setting is needed and a
 * challenge can never pass for an access token. Rotating JWT_SECRET makes stored TOTP secrets
 * unreadable: users then sign in with a recovery code (hashed without it) and enrol again.
 */
export function derivedKey(serverSecret: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', `claims-desk ${purpose}`, 32));
}

/** The key that seals the users' TOTP secrets in the database. */
export const totpSecretKey = (serverSecret: Uint8Array) => derivedKey(serverSecret, 'totp secret');

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secretBase32: string, accountEmail: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: accountEmail,
    secret: Secret.fromBase32(secretBase32),
    period: PERIOD_SECONDS,
  }).toString();
}

/** The 30-second step the code belongs to, or undefined when it matches no step in the window. */
export function matchingStep(secretBase32: string, code: string, now = Date.now()) {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    period: PERIOD_SECONDS,
    timestamp: now,
    window: WINDOW,
  });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** AES-256-GCM: `iv.tag.ciphertext`, base64url. */
export function sealSecret(key: Buffer, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

/** The secret, or undefined when it was sealed under another key (JWT_SECRET rotated). */
export function openSecret(key: Buffer, sealed: string): string | undefined {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

// 32 symbols without i, l, o, 1 (read alike), so each random byte gives 5 unbiased bits.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz023456789';
export const RECOVERY_CODE_COUNT = 10;

/** 16 symbols (80 bits), shown in groups of four. */
export function newRecoveryCode(): string {
  const chars = Array.from(randomBytes(16), (b) => RECOVERY_ALPHABET[b & 31]);
  return chars.join('').replace(/(.{4})(?=.)/g, '$1-');
}

/** Case, spaces and dashes do not matter when a recovery code is typed back. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

// OWASP's 2023 figure for PBKDF2-HMAC-SHA256; stored with each record so it can be raised later.
export const PBKDF2_ITERATIONS = 600_000;
export const SALT_BYTES = 16;
export const WRAP_IV_BYTES = 12;
export const DATA_KEY_ALGORITHM = { name: 'AES-GCM', length: 256 } as const;
export const DATA_KEY_USAGES: KeyUsage[] = ['encrypt', 'decrypt'];

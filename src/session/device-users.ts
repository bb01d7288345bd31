import { base64ToBytes, bytesToBase64 } from '../db/encryption/base64';

// Which email belongs to which user id on this device, so a user who logged in here before can
// log in while the server is unreachable. The email is kept only as a SHA-256 digest and the
// profile (name, role, organization) encrypted with the user's data key: a copy of
// localStorage names nobody. Never the password: the wrapped key is the password check.
export const DEVICE_USERS_KEY = 'claimsdesk:device-users';

interface DeviceUserRecord {
  userId: string;
  iv: string;
  profile: string;
}

type Directory = Record<string, DeviceUserRecord>;

export interface DeviceUser {
  userId: string;
  /** The user data as the server last sent it; needs the unlocked data key. */
  openProfile(key: CryptoKey): Promise<unknown>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function emailDigest(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(email.trim().toLowerCase()));
  return bytesToBase64(new Uint8Array(digest));
}

function readDirectory(): Directory {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DEVICE_USERS_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Directory) : {};
  } catch {
    return {};
  }
}

function writeDirectory(directory: Directory): void {
  if (Object.keys(directory).length === 0) localStorage.removeItem(DEVICE_USERS_KEY);
  else localStorage.setItem(DEVICE_USERS_KEY, JSON.stringify(directory));
}

export async function rememberDeviceUser(
  email: string,
  userId: string,
  userData: unknown,
  key: CryptoKey,
): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = encoder.encode(JSON.stringify(userData));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
  const directory = readDirectory();
  for (const [digest, record] of Object.entries(directory)) {
    if (record.userId === userId) delete directory[digest];
  }
  directory[await emailDigest(email)] = {
    userId,
    iv: bytesToBase64(iv),
    profile: bytesToBase64(new Uint8Array(cipher)),
  };
  writeDirectory(directory);
}

export async function findDeviceUser(email: string): Promise<DeviceUser | null> {
  const record = readDirectory()[await emailDigest(email)];
  if (!record) return null;
  return {
    userId: record.userId,
    async openProfile(key) {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: base64ToBytes(record.iv) },
        key,
        base64ToBytes(record.profile),
      );
      return JSON.parse(decoder.decode(plain)) as unknown;
    },
  };
}

export function forgetDeviceUser(userId: string): void {
  const directory = readDirectory();
  for (const [digest, record] of Object.entries(directory)) {
    if (record.userId === userId) delete directory[digest];
  }
  writeDirectory(directory);
}

import type { User } from '../../../src/domain/user.schema';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-jordan',
    firstName: 'Jordan',
    lastName: 'Reyes',
    email: 'adjuster@example.com',
    role: 'User',
    isActive: true,
    lastLogin: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    organization_id: 'org-demo',
    ...overrides,
  };
}

const testKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
  'encrypt',
  'decrypt',
]);

/** The data key the app opens its encrypted database with, for tests. */
export const keyOptions = { getKey: () => testKey };

import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { organizations } from './organizations';
import { users } from './users';

// TOTP two-factor authentication (issue 15). Server-only, never synced. One row per user: the
// secret is AES-GCM ciphertext (`server/auth/totp.ts`); `enabled_at` stays null until the user has
// confirmed a code, and `last_used_step` refuses a code of that 30-second step or older (replay).
export const userTwoFactor = pgTable('user_two_factor', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabledAt: timestamptz('enabled_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

// One-time recovery codes, stored as SHA-256 of the code (80 random bits each, so a hash is enough).
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('two_factor_recovery_codes_user_hash_key').on(t.userId, t.codeHash),
    index('two_factor_recovery_codes_user_idx').on(t.userId),
  ],
);

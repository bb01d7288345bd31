import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/execute';
import { settings } from '../db/schema/settings';
import { twoFactorRecoveryCodes, userTwoFactor } from '../db/schema/two-factor';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

// The TOTP rows of `server/db/schema/two-factor.ts`. Every "use once" rule (a code's step, a
// recovery code) is a single conditional UPDATE, so two requests racing with the same code cannot
// both succeed, on one server or several.
export function createTwoFactorRepository(db: Db) {
  return {
    async find(userId: string): Promise<TwoFactorRow | undefined> {
      const [row] = await db
        .select()
        .from(userTwoFactor)
        .where(eq(userTwoFactor.userId, userId))
        .limit(1);
      return row;
    },

    /** Stores a pending secret; an enabled one is never overwritten (false then). */
    async startEnrolment(userId: string, organizationId: string, secretCiphertext: string) {
      const rows = await db
        .insert(userTwoFactor)
        .values({ userId, organizationId, secretCiphertext })
        .onConflictDoUpdate({
          target: userTwoFactor.userId,
          set: { secretCiphertext, lastUsedStep: null, createdAt: sql`now()` },
          setWhere: isNull(userTwoFactor.enabledAt),
        })
        .returning({ userId: userTwoFactor.userId });
      return rows.length === 1;
    },

    /** Turns a pending secret on with its first code's step and a fresh set of recovery codes. */
    async enable(userId: string, step: number, codeHashes: readonly string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(userTwoFactor)
          .set({ enabledAt: sql`now()`, lastUsedStep: step })
          .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)))
          .returning({ userId: userTwoFactor.userId });
        if (rows.length !== 1) return false;
        await replaceCodes(tx, userId, codeHashes);
        return true;
      });
    },

    /** Claims a code's step: false when this step or a later one was already used. */
    async useStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(userTwoFactor)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(userTwoFactor.userId, userId),
            isNotNull(userTwoFactor.enabledAt),
            or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
          ),
        )
        .returning({ userId: userTwoFactor.userId });
      return rows.length === 1;
    },

    /** Spends a recovery code: false when it is unknown or already spent. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length === 1;
    },

    async unusedRecoveryCodes(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(twoFactorRecoveryCodes)
        .where(
          and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)),
        );
      return row?.n ?? 0;
    },

    replaceRecoveryCodes(userId: string, codeHashes: readonly string[]): Promise<void> {
      return db.transaction((tx) => replaceCodes(tx, userId, codeHashes));
    },

    async disable(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
      });
    },

    /** `enrolmentRequiredSql` on its own (the session views; authentication reads it with the user). */
    async enrolmentRequired(userId: string, organizationId: string): Promise<boolean> {
      const [row] = await queryRows<{ required: boolean }>(
        db,
        sql`select ${enrolmentRequiredSql(userId, organizationId)} as required`,
      );
      return row?.required === true;
    },
  };
}

/**
 * True when the organization's security settings require two-factor authentication and the user
 * has not turned it on: such a session may only enrol. An expression, so authentication reads it
 * in the same statement as the user (caller-access.repository.ts).
 */
export const enrolmentRequiredSql = (
  userId: SQLWrapper | string,
  organizationId: SQLWrapper | string,
) =>
  sql<boolean>`(exists (
    select 1 from ${settings}
    where ${settings.organizationId} = ${organizationId}
      and ${settings.groupName} = 'security'
      and not ${settings.deleted}
      and (${settings.value} ->> 'twoFactorAuth') = 'true'
  ) and not exists (
    select 1 from ${userTwoFactor}
    where ${userTwoFactor.userId} = ${userId} and ${userTwoFactor.enabledAt} is not null
  ))`;

async function replaceCodes(tx: Db, userId: string, codeHashes: readonly string[]) {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema/sessions';

// Counts failed logins per key inside a fixed window that starts with the first failure.
export function createLoginFailureRepository(db: Db) {
  return {
    async count(key: string, windowSeconds: number): Promise<number> {
      const [row] = await db
        .select({ count: loginFailures.count, startedAt: loginFailures.windowStartedAt })
        .from(loginFailures)
        .where(eq(loginFailures.key, key))
        .limit(1);
      if (!row) return 0;
      const expired = Date.now() - row.startedAt.getTime() > windowSeconds * 1000;
      return expired ? 0 : row.count;
    },

    async record(key: string, windowSeconds: number): Promise<void> {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      await db
        .insert(loginFailures)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            count: sql`case when ${loginFailures.windowStartedAt} < now() - ${window} then 1 else ${loginFailures.count} + 1 end`,
            windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < now() - ${window} then now() else ${loginFailures.windowStartedAt} end`,
          },
        });
    },

    async clear(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}

export type LoginFailureRepository = ReturnType<typeof createLoginFailureRepository>;

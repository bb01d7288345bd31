import type { Db } from '../db/client';
import { tasks } from '../db/schema/tasks';

export type TaskRow = typeof tasks.$inferSelect;

export function createTaskRepository(db: Db) {
  return {
    async insert(values: typeof tasks.$inferInsert): Promise<TaskRow> {
      const [row] = await db.insert(tasks).values(values).returning();
      if (!row) throw new Error('task insert returned nothing');
      return row;
    },
  };
}

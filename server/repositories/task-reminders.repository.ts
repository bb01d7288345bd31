import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/execute';
import { notifications, settings } from '../db/schema/settings';
import { tasks } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import type { TaskRow } from './tasks.repository';

const TASK_DUE_KEY = 'task-due';

/** The key that makes a task's reminder for one due instant exactly once. */
export const taskDueKey = (taskId: string, dueInstant: string) =>
  `${TASK_DUE_KEY}:${taskId}:${dueInstant}`;

export interface TaskReminder {
  task: Pick<TaskRow, 'id' | 'organizationId' | 'assignedTo' | 'title' | 'dueDate' | 'dueAt'>;
  /** The instant the task falls due, part of its reminder's key: a new due time, a new reminder. */
  dueInstant: string;
}

/**
 * Open tasks of active assignees whose due instant is within the organization's `reminderInterval`
 * hours (SPEC 9, 24 by default) and not yet past. A dated task without a time falls due at the end
 * of its day, in UTC (the server knows no time zone; src/domain/task-due.ts says the same per
 * viewer). A task that was already past due when first seen (the server was down) gets no reminder:
 * the task list's Overdue view shows it. Tasks already reminded for this due instant are left out.
 */
export async function tasksDueForReminder(db: Db, now: Date): Promise<TaskReminder[]> {
  const rows = await queryRows<{
    id: string;
    organization_id: string;
    assigned_to: string;
    title: string;
    due_date: string;
    due_at: string | null;
    due_instant: string;
  }>(
    db,
    sql`
    with dated as (
      select ${tasks.id} as id, ${tasks.organizationId} as organization_id,
        ${tasks.assignedTo} as assigned_to, ${tasks.title} as title,
        ${tasks.dueDate}::text as due_date, ${tasks.dueAt} as due_at,
        coalesce(${tasks.dueAt}, ((${tasks.dueDate} + 1)::timestamp at time zone 'UTC')) as due,
        coalesce((${settings.value}->>'reminderInterval')::int, 24) as hours
      from ${tasks}
      join ${users} on ${users.id} = ${tasks.assignedTo} and ${users.isActive} = true
        and ${users.deleted} = false
      left join ${settings} on ${settings.organizationId} = ${tasks.organizationId}
        and ${settings.groupName} = 'notifications' and ${settings.deleted} = false
      where ${tasks.deleted} = false and ${tasks.status} <> 'done' and ${tasks.dueDate} is not null
    )
    select * from (
      select id, organization_id, assigned_to, title, due_date, due_at,
        to_char(due at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as due_instant
      from dated
      where due > ${now.toISOString()}::timestamptz
        and due - make_interval(hours => hours) <= ${now.toISOString()}::timestamptz
    ) open
    where not exists (select 1 from ${notifications}
      where ${notifications.organizationId} = open.organization_id
        and ${notifications.dedupeKey} = ${sql.raw(`'${TASK_DUE_KEY}:'`)} || open.id || ':' || open.due_instant)`,
  );
  return rows.map((r) => ({
    task: {
      id: r.id,
      organizationId: r.organization_id,
      assignedTo: r.assigned_to,
      title: r.title,
      dueDate: r.due_date,
      dueAt: r.due_at === null ? null : new Date(r.due_at),
    },
    dueInstant: r.due_instant,
  }));
}

import { inArray, sql } from 'drizzle-orm';
import { NEW_STATUS_TIMEOUT_DAYS } from '../../src/domain/constants';
import type { Db } from '../db/client';
import { queryRows } from '../db/execute';
import { claims } from '../db/schema/claims';
import { notifications, settings } from '../db/schema/settings';
import { users } from '../db/schema/users';
import { NOTIFICATION_TOGGLES } from '../../src/domain/notification-types';

export type NotificationRow = typeof notifications.$inferSelect;

export const CLAIM_OVERDUE_TYPE = 'claim_overdue';
const TOGGLE = NOTIFICATION_TOGGLES[CLAIM_OVERDUE_TYPE];

/**
 * "Status timeouts drive work" (issue 13): every live, assigned claim that has stayed in its
 * status longer than the status's timeout (the organization's claimSettings; a status no longer
 * listed keeps the default of a new status, a null timeout never runs out, as in
 * src/domain/claim-status.ts) gets one notification for its assignee per status entry. The key
 * `claim-overdue:<claim>:<entered at>` and the unique index make the insert exactly once, however
 * often and from however many server processes it runs; a new status entry gets a new key. An
 * inactive assignee, or an organization whose notification settings turn the signal's toggle off,
 * gets none.
 * Returns the notifications raised now.
 */
export async function raiseOverdueSignals(db: Db, now: Date): Promise<NotificationRow[]> {
  const entered = sql`to_char(${claims.statusChangedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with timed as (
      select ${claims.id} as claim_id, ${claims.organizationId} as organization_id,
        ${claims.assignedTo} as user_id, ${claims.claimNumber} as claim_number,
        ${claims.status} as status, ${entered} as entered,
        case when listed.found then listed.days else ${NEW_STATUS_TIMEOUT_DAYS} end as days
      from ${claims}
      join ${users} on ${users.id} = ${claims.assignedTo} and ${users.isActive} = true
        and ${users.deleted} = false
      left join ${settings} alerts on alerts.organization_id = ${claims.organizationId}
        and alerts.group_name = 'notifications' and alerts.deleted = false
      left join ${settings} on ${settings.organizationId} = ${claims.organizationId}
        and ${settings.groupName} = 'claimSettings' and ${settings.deleted} = false
      left join lateral (
        select true as found, (entry->>'timeoutDays')::numeric as days
        from jsonb_array_elements(coalesce(${settings.value}->'statuses', '[]'::jsonb)) entry
        where entry->>'name' = ${claims.status}
        limit 1
      ) listed on true
      where ${claims.deleted} = false and ${claims.assignedTo} is not null
        and coalesce(alerts.value->>${TOGGLE}, 'true') <> 'false'
    )
    insert into ${notifications}
      (id, organization_id, user_id, type, title, message, claim_id, dedupe_key)
    select gen_random_uuid()::text, organization_id, user_id, ${CLAIM_OVERDUE_TYPE},
      'Claim ' || claim_number || ' is overdue',
      'It has been in ' || status || ' for more than ' || days || ' days.',
      claim_id, 'claim-overdue:' || claim_id || ':' || entered
    from timed
    where days is not null
      and entered::timestamptz + make_interval(days => days::int) < ${now.toISOString()}::timestamptz
    on conflict (organization_id, dedupe_key) do nothing
    returning id`,
  );
  if (rows.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        rows.map((r) => r.id),
      ),
    );
}

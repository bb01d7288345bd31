import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshSessions } from '../db/schema/sessions';
import { settings } from '../db/schema/settings';
import { roles, users } from '../db/schema/users';
import { enrolmentRequiredSql } from './two-factor.repository';
import { roleOfUser, toUser, withPermissions } from './user.repository';
import type { UserWithPermissions } from './user.repository';

/** What authentication checks of a request's caller, as one snapshot of the database. */
export interface CallerAccess {
  user: UserWithPermissions;
  /** The token's session (refresh-token family) is the user's and not revoked. */
  sessionLive: boolean;
  /** The organization's stored `security` group (undefined: never saved, the defaults apply). */
  storedSecurity: Record<string, unknown> | undefined;
  /** The organization requires two-factor authentication and the user has not turned it on. */
  enrolmentRequired: boolean;
}

const isTrue = (value: unknown) => value === true;

// Every authenticated request re-reads its caller (docs/architecture.md "Users", "Sessions"): the
// user and role, the session, the security group and the two-factor state. One statement instead
// of four, so a request pays one round trip for them (issue 17, the pull's fixed cost); nothing is
// cached, so a deactivation, a revoked session or a changed role applies to the very next request.
export function createCallerAccessRepository(db: Db) {
  return {
    async find(userId: string, sessionId: string): Promise<CallerAccess | undefined> {
      const [row] = await db
        .select({
          ...withPermissions,
          sessionLive: sql<boolean>`exists (
            select 1 from ${refreshSessions}
            where ${refreshSessions.familyId} = ${sessionId}
              and ${refreshSessions.userId} = ${users.id}
              and ${refreshSessions.revokedAt} is null)`.mapWith(isTrue),
          storedSecurity: sql<Record<string, unknown> | null>`(
            select ${settings.value} from ${settings}
            where ${settings.organizationId} = ${users.organizationId}
              and ${settings.groupName} = 'security'
              and not ${settings.deleted}
            limit 1)`.mapWith(settings.value),
          enrolmentRequired: enrolmentRequiredSql(users.id, users.organizationId).mapWith(isTrue),
        })
        .from(users)
        .leftJoin(roles, roleOfUser)
        .where(and(eq(users.id, userId), eq(users.deleted, false)))
        .limit(1);
      if (!row) return undefined;
      return {
        user: toUser(row),
        sessionLive: row.sessionLive,
        storedSecurity: row.storedSecurity ?? undefined,
        enrolmentRequired: row.enrolmentRequired,
      };
    },
  };
}

export type CallerAccessRepository = ReturnType<typeof createCallerAccessRepository>;

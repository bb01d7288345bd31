import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hasPermission } from '../../../../src/domain/permissions';
import { STAFF_PERMISSIONS } from '../../../../src/domain/permissions';
import type { Db } from '../../../db/client';
import { createCalendarFeedRepository } from '../../../repositories/calendar-feed.repository';
import type { Caller } from '../../../repositories/claims-visibility';
import { createUserRepository } from '../../../repositories/user.repository';
import { etagOf, feedIcs } from './calendar-feed.view';
import type { FeedStatus } from './calendar-feed.view';

// The private calendar feed (issue 13). A feed URL carries a 256-bit random token; only its
// SHA-256 is stored. Looking a token up by its hash leaks nothing through timing about any stored
// token (an attacker would need a preimage), and the hash found is compared again in constant time.

/** How far back the feed reaches: older events and tasks drop out of subscribed calendars. */
export const FEED_HISTORY_DAYS = 365;

const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export const hashFeedToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

export interface FeedLink {
  token: string;
  createdAt: Date;
}

export function calendarFeedService(db: Db) {
  const feeds = createCalendarFeedRepository(db);
  const users = createUserRepository(db);

  return {
    async status(userId: string): Promise<FeedStatus> {
      const row = await feeds.findLive(userId);
      return { active: !!row, created_at: row?.createdAt.toISOString() ?? null };
    },

    /** A new token for the caller; the previous one, if any, stops working. */
    async rotate(caller: Caller): Promise<FeedLink> {
      const token = randomBytes(32).toString('base64url');
      const row = await feeds.rotate(caller, hashFeedToken(token), new Date());
      return { token, createdAt: row.createdAt };
    },

    revoke: (userId: string) => feeds.revoke(userId, new Date()),

    /**
     * The feed a `<token>.ics` path names, or undefined when the token is malformed, unknown or
     * revoked, or its user is gone, deactivated or moved to another organization.
     */
    async render(file: string, now = new Date()) {
      const token = TOKEN_FILE.exec(file)?.[1];
      if (!token) return undefined;
      const hash = hashFeedToken(token);
      const row = await feeds.findLiveByHash(hash);
      if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash))) return undefined;
      const user = await users.findById(row.userId);
      if (!user?.isActive || user.organizationId !== row.organizationId) return undefined;
      // The owner's rights today, not when the link was made: a role change applies at once.
      const caller: Caller = {
        userId: user.id,
        organizationId: user.organizationId,
        permissions: user.permissions,
      };
      const since = new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000);
      // The organization's calendar is for staff (as GET calendar_events): others get tasks only.
      const staff = STAFF_PERMISSIONS.some((p) => hasPermission(user.permissions, p));
      const events = staff ? await feeds.feedEvents(caller, since) : [];
      const tasks = await feeds.feedTasks(caller, since);
      const body = feedIcs(events, tasks);
      const changed = [
        row.createdAt,
        ...events.map((e) => e.updatedAt),
        ...tasks.map((t) => t.updatedAt),
      ];
      const lastModified = new Date(Math.max(...changed.map((d) => d.getTime())));
      return { body, etag: etagOf(body), lastModified };
    },
  };
}

import { NOTIFICATION_BADGE_MAX } from './constants';

/** SPEC 9 "the notification badge shows 3": the most it spells out; more reads "3+". */
export function notificationBadgeLabel(unread: number): string {
  return unread > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(unread);
}

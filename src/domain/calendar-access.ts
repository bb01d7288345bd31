import { CLAIM_WRITE_PERMISSIONS, STAFF_PERMISSIONS } from './permissions';

// Who sees and changes what on the calendar (issue 13). The server decides on every request
// (server/routes/api/calendar-events, guarded by STAFF_PERMISSIONS); the
// browser uses the same rules only to shape the screen:
//  - internal staff read the organization's calendar (the team's events and tasks);
//  - Vendor, Client and Customer read no calendar events: they see only their own dated tasks;
//  - claim writers add events; an event is changed by its creator or a claims manager.

const holds = (granted: readonly string[] | undefined, any: readonly string[]) =>
  !!granted && (granted.includes('all') || any.some((p) => granted.includes(p)));

export const canSeeTeamCalendar = (permissions: readonly string[] | undefined) =>
  holds(permissions, STAFF_PERMISSIONS);

export const canAddEvents = (permissions: readonly string[] | undefined) =>
  holds(permissions, CLAIM_WRITE_PERMISSIONS);

export function canChangeEvent(
  caller: { userId: string; permissions: readonly string[] | undefined },
  event: { createdBy?: string | null },
): boolean {
  if (!canAddEvents(caller.permissions)) return false;
  return holds(caller.permissions, ['manage_claims']) || event.createdBy === caller.userId;
}

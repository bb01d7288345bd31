import { calendarEvents } from '../../server/db/schema/tasks';
import { organizationRowCount, seedDemoDataDir } from '../support/demo-data-dir';
import { BATCH } from '../tasks/seed-tasks';

const DAY = 86_400_000;
const TITLES = [
  'Site inspection',
  'Call with the insured',
  'Contractor walkthrough',
  'Roof re-inspection',
  'Carrier review',
  'Water mitigation check',
  'Settlement meeting',
];
const TYPES = ['Inspection', 'Meeting', 'Call', 'Appointment'];
// Who creates the events: the adjuster makes one in four, so "Mine" shows a part of "Team".
const CREATORS = [
  'adjuster@example.com',
  'supervisor@example.com',
  'manager@example.com',
  'owner@example.com',
];

/** Monday 00:00 (local time, as the calendar's week starts) of the week holding `at`. */
export function weekStart(at: Date): Date {
  const monday = new Date(at);
  monday.setHours(0, 0, 0, 0);
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}

/**
 * Fills a fresh PGlite data directory with the demo organization and `total` calendar events,
 * straight into the server's `calendar_events` table: weekdays from two weeks before the current
 * week to three weeks after it (six weeks), between 08:00 and 18:00 local time, 30 to 120 minutes
 * long; one in twelve is all-day. A quarter are the adjuster's and the adjuster attends one in
 * three of the others, so "Mine" shows about half of "Team". Returns the events stored.
 */
export function seedBenchEvents(dataDir: string, total: number): Promise<number> {
  return seedDemoDataDir(dataDir, async ({ db, orgId, adjusterId, claimIds, userIds }) => {
    const first = weekStart(new Date()).getTime() - 14 * DAY;
    const rows = Array.from({ length: total }, (_, i) => {
      const week = i % 6;
      const weekday = Math.floor(i / 6) % 5;
      const day = new Date(first + (week * 7 + weekday) * DAY);
      const creator = userIds.get(CREATORS[i % CREATORS.length]!)!;
      const allDay = i % 12 === 11;
      const start = new Date(day);
      const end = new Date(day);
      if (allDay) {
        end.setDate(end.getDate() + 1);
      } else {
        start.setHours(8 + ((i * 7) % 10), (i % 2) * 30);
        end.setTime(start.getTime() + (30 + ((i * 13) % 4) * 30) * 60_000);
      }
      return {
        organizationId: orgId,
        title: `${TITLES[i % TITLES.length]} #${i + 1}`,
        type: TYPES[i % TYPES.length]!,
        location: '',
        startAt: start,
        endAt: end,
        allDay,
        attendees: creator !== adjusterId && i % 3 === 0 ? [adjusterId] : [],
        claimId: i % 4 === 3 ? null : claimIds[i % claimIds.length]!,
        createdBy: creator,
      };
    });
    for (let start = 0; start < rows.length; start += BATCH) {
      await db.insert(calendarEvents).values(rows.slice(start, start + BATCH));
    }
    return organizationRowCount(db, calendarEvents, orgId);
  });
}

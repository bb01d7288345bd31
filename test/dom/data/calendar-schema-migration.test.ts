import { afterEach, expect, it } from 'vitest';
import { openAppDatabase } from '../../../src/collections/app-database';
import type { CalendarEventDocType } from '../../../src/collections/calendar-events/calendar-events.schema';
import { syncedRxSchema } from '../../../src/collections/synced-rx-schema';
import { removeDatabase } from '../../../src/db/current-database';
import { calendarEventSchema } from '../../../src/domain/calendar-event.schema';
import { storedBefore } from './support/stored-before';

afterEach(async () => {
  await removeDatabase();
});

// The calendar events schema before the calendar screen: version 0, no type, all-day flag or
// attendees.
const eventsV0 = syncedRxSchema<CalendarEventDocType>(
  calendarEventSchema.omit({ type: true, allDay: true, attendees: true }),
  {
    title: 'calendar events',
    version: 0,
    indexed: { start: { maxLength: 40 } },
    indexes: ['start'],
    encrypted: ['title', 'description', 'location'],
  },
);

it('upgrades the calendar events collection from version 0 to 1 without losing an event', async () => {
  const events = Array.from({ length: 8 }, (_, i) => ({
    id: `e-${i}`,
    title: `Inspection ${i}`,
    description: '',
    start: `2026-05-0${i + 1}T14:00:00.000Z`,
    end: `2026-05-0${i + 1}T15:00:00.000Z`,
    claimId: null,
    location: '1 Main St',
    createdBy: 'u-1',
    organization_id: 'org-1',
    version: 1,
    updatedAt: '2026-04-01T10:00:00.000Z',
  }));
  const key = await storedBefore('u-events', 'calendar_events', eventsV0 as never, events);

  const db = await openAppDatabase('u-events', { getKey: () => key, only: ['calendar_events'] });
  expect(db.calendar_events.schema.version).toBe(1);
  const migrated = await db.calendar_events.find({ sort: [{ start: 'asc' }] }).exec();
  expect(migrated.map((d) => d.toJSON())).toEqual(events.map((e) => expect.objectContaining(e)));
  // The new fields are stored from now on.
  await migrated[0]!.incrementalPatch({ attendees: ['u-2'], type: 'Meeting', allDay: false });
  expect((await db.calendar_events.findOne('e-0').exec())?.attendees).toEqual(['u-2']);
});

import { describe, expect, it } from 'vitest';
import {
  atTimeOfDay,
  defaultEventEnd,
  weekdayNumbers,
  workingTimeOf,
} from '../../../src/domain/calendar-working-time';
import { defaultSettings } from '../../../src/domain/settings.defaults';

describe('working time (calendar settings → shaded hours)', () => {
  it('maps the SPEC 9 defaults to Monday–Friday, 08:00–17:00', () => {
    expect(workingTimeOf(defaultSettings('').calendar)).toEqual({
      daysOfWeek: [1, 2, 3, 4, 5],
      startTime: '08:00',
      endTime: '17:00',
    });
  });

  it('numbers days as Date does (Sunday 0), sorted, once each, unknown names ignored', () => {
    expect(weekdayNumbers(['Sunday', 'Saturday', 'Monday', 'Monday', 'Funday'])).toEqual([0, 1, 6]);
  });

  it('reads no working day as nothing to dim rather than a dimmed week', () => {
    expect(
      workingTimeOf({ workingHours: { start: '09:00', end: '12:00' }, workingDays: [] }),
    ).toBeNull();
  });
});

describe('default slot duration', () => {
  const start = new Date('2026-05-04T10:00:00');

  it('ends a clicked slot the default duration later', () => {
    expect(defaultEventEnd(start, 60)).toEqual(new Date('2026-05-04T11:00:00'));
    expect(defaultEventEnd(start, 45)).toEqual(new Date('2026-05-04T10:45:00'));
  });

  it('never makes an empty or shorter-than-5-minute event, and falls back to an hour', () => {
    expect(defaultEventEnd(start, 0)).toEqual(new Date('2026-05-04T10:05:00'));
    expect(defaultEventEnd(start, Number.NaN)).toEqual(new Date('2026-05-04T11:00:00'));
  });

  it('starts a day-cell click at the working day start, local time', () => {
    expect(atTimeOfDay(new Date('2026-05-04T00:00:00'), '08:30')).toEqual(
      new Date('2026-05-04T08:30:00'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  emptyEventFormValues,
  eventChanges,
  locationForClaim,
  shiftEventValues,
  validateEventForm,
  withStart,
} from '../../../src/features/calendar/event-form-values';

const local = (at: string) => new Date(at);
const values = (patch = {}) =>
  emptyEventFormValues(local('2026-05-04T10:00:00'), local('2026-05-04T11:00:00'), {
    title: 'Roof walk',
    ...patch,
  });

describe('event form validation', () => {
  it('reads local days and times and stores UTC instants', () => {
    const result = validateEventForm(values({ attendees: ['u1'] }));
    expect(result).toEqual({
      ok: true,
      input: {
        title: 'Roof walk',
        description: '',
        location: '',
        claimId: null,
        attendees: ['u1'],
        start: local('2026-05-04T10:00:00').toISOString(),
        end: local('2026-05-04T11:00:00').toISOString(),
      },
    });
  });

  it('refuses an end before the start at the end time, with a clear message', () => {
    expect(validateEventForm(values({ endTime: '09:30' }))).toEqual({
      ok: false,
      errors: { endTime: 'End must not be before start' },
    });
  });

  it('asks for a title and for real times', () => {
    const result = validateEventForm(values({ title: '  ', startTime: '' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toBe('Title is required');
    expect(result.errors.startTime).toBe('Use a date and a time such as 14:30');
  });
});

describe('moving in the form (the keyboard alternative to dragging)', () => {
  it('shifts start and end together, across midnight', () => {
    const moved = shiftEventValues(values({ startTime: '23:30', endTime: '23:45' }), 30);
    expect(moved).toMatchObject({
      startDate: '2026-05-05',
      startTime: '00:00',
      endDate: '2026-05-05',
      endTime: '00:15',
    });
  });

  it('keeps the length when the start changes', () => {
    expect(withStart(values(), '2026-05-06', '14:00')).toMatchObject({
      endDate: '2026-05-06',
      endTime: '15:00',
    });
  });
});

describe('location and changes', () => {
  it('takes the claim’s address unless the user typed a location', () => {
    expect(locationForClaim('', '', '1 Main St')).toBe('1 Main St');
    expect(locationForClaim('1 Main St', '1 Main St', '9 Elm Rd')).toBe('9 Elm Rd');
    expect(locationForClaim('Side gate', '1 Main St', '9 Elm Rd')).toBe('Side gate');
  });

  it('sends only what changed, start and end as a pair', () => {
    const before = {
      title: 'A',
      description: '',
      location: '',
      attendees: [],
      start: 's',
      end: 'e',
    };
    expect(eventChanges(before, { ...before, location: 'X' })).toEqual({ location: 'X' });
    expect(eventChanges(before, { ...before, end: 'e2' })).toEqual({ start: 's', end: 'e2' });
    expect(eventChanges(before, { ...before, attendees: ['u1'] })).toEqual({ attendees: ['u1'] });
  });
});

import { describe, expect, it } from 'vitest';
import {
  calendarViewValues,
  validateCalendarView,
} from '../../../src/features/calendar/calendar-settings-values';
import { initialViewOf, viewSettingOf } from '../../../src/features/calendar/calendar-views';
import { defaultSettings } from '../../../src/domain/settings.defaults';

const current = defaultSettings('').calendar as Parameters<typeof calendarViewValues>[0];

describe('calendar view settings', () => {
  it('saves the whole group, keeping the calendar sync flags', () => {
    const values = {
      ...calendarViewValues(current),
      defaultView: 'month' as const,
      workingEnd: '15:30',
    };
    expect(validateCalendarView(values, { ...current, syncWithGoogle: true })).toEqual({
      ok: true,
      settings: {
        ...current,
        syncWithGoogle: true,
        defaultView: 'month',
        workingHours: { start: '08:00', end: '15:30' },
      },
    });
  });

  it('puts each refusal at its field', () => {
    const values = {
      ...calendarViewValues(current),
      workingStart: '18:00',
      defaultEventDuration: '' as const,
    };
    const result = validateCalendarView(values, current);
    expect(result).toMatchObject({
      ok: false,
      errors: { workingEnd: 'Working hours must end after they start' },
    });
    expect(result.ok ? null : result.errors.defaultEventDuration).toBe(
      'Enter whole minutes between 5 and 1440',
    );
  });

  it('opens with the setting, a week as a day on a phone', () => {
    expect(initialViewOf('month', false)).toBe('month');
    expect(initialViewOf('week', true)).toBe('day');
    expect(initialViewOf('month', true)).toBe('month');
    expect(initialViewOf('nonsense', false)).toBe('week');
    expect(viewSettingOf('dayGridMonth')).toBe('month');
  });
});

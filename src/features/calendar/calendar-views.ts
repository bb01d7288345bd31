// The views of the `calendar` settings group (SPEC 3) as the calendar component names them.
export type CalendarViewSetting = 'day' | 'week' | 'month' | 'agenda';

export const VIEW_NAMES: Readonly<Record<CalendarViewSetting, string>> = {
  day: 'timeGridDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
  agenda: 'listWeek',
};

export const VIEW_LABELS: Readonly<Record<CalendarViewSetting, string>> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  agenda: 'Agenda',
};

export const VIEW_SETTINGS = Object.keys(VIEW_NAMES) as CalendarViewSetting[];

/** The view to open with: the setting, except that a phone opens the week as a day (390 px). */
export function initialViewOf(setting: string, phone: boolean): CalendarViewSetting {
  const view = (VIEW_SETTINGS as string[]).includes(setting)
    ? (setting as CalendarViewSetting)
    : 'week';
  return phone && view === 'week' ? 'day' : view;
}

export function viewSettingOf(name: string): CalendarViewSetting {
  const found = VIEW_SETTINGS.find((view) => VIEW_NAMES[view] === name);
  return found ?? 'week';
}

import { Checkbox, Group, NumberInput, Paper, Select, Stack } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { WEEKDAYS } from '../../domain/settings.schema';
import { SettingsSaveRow } from '../../shared/ui/form/settings-save-row';
import { useSaveForm } from '../../shared/ui/form/use-save-form';
import { VIEW_LABELS, VIEW_SETTINGS } from './calendar-views';
import {
  calendarViewValues,
  validateCalendarView,
  type CalendarSettings,
  type CalendarViewValues,
} from './calendar-settings-values';

const VIEW_CHOICES = VIEW_SETTINGS.map((view) => ({ value: view, label: VIEW_LABELS[view] }));

export function CalendarViewForm(props: {
  settings: CalendarSettings;
  readOnly: boolean;
  onSave: (next: CalendarSettings, onSaved: () => void) => void;
}) {
  const { settings, readOnly } = props;
  const { values, errors, saved, update, submit } = useSaveForm(
    () => calendarViewValues(settings),
    (current: CalendarViewValues) => validateCalendarView(current, settings),
    props.onSave,
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
      <form onSubmit={submit} noValidate aria-label="Calendar view">
        <Stack gap="md" maw={560}>
          <Select
            label="Default view"
            description="What the calendar opens with (a phone shows a week as a day)."
            data={VIEW_CHOICES}
            value={values.defaultView}
            allowDeselect={false}
            disabled={readOnly}
            error={errors.defaultView}
            onChange={(view) =>
              view && update({ defaultView: view as CalendarViewValues['defaultView'] })
            }
          />
          <Group grow align="flex-start">
            <TimeInput
              label="Working hours start"
              value={values.workingStart}
              disabled={readOnly}
              error={errors.workingStart}
              onChange={(e) => update({ workingStart: e.currentTarget.value })}
            />
            <TimeInput
              label="Working hours end"
              value={values.workingEnd}
              disabled={readOnly}
              error={errors.workingEnd}
              onChange={(e) => update({ workingEnd: e.currentTarget.value })}
            />
          </Group>
          <Checkbox.Group
            label="Working days"
            description="Time outside working hours and days is dimmed on the calendar."
            value={values.workingDays}
            error={errors.workingDays}
            onChange={(workingDays) => update({ workingDays })}
          >
            <Group gap="sm" mt={6}>
              {WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  value={day}
                  label={day.slice(0, 3)}
                  aria-label={day}
                  disabled={readOnly}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <NumberInput
            label="Default event duration"
            description="Minutes; a click on an empty slot makes an event this long."
            min={5}
            max={1440}
            step={15}
            w={220}
            allowDecimal={false}
            disabled={readOnly}
            value={values.defaultEventDuration}
            error={errors.defaultEventDuration}
            onChange={(defaultEventDuration) => update({ defaultEventDuration })}
          />
          <SettingsSaveRow saved={saved} readOnly={readOnly} />
        </Stack>
      </form>
    </Paper>
  );
}

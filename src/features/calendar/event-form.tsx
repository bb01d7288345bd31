import { Button, Grid, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { IconCalendarDown } from '@tabler/icons-react';
import type { CalendarEventInput } from '../../domain/calendar-event.schema';
import { SanitizedTextInput } from '../../shared/ui/form/sanitized-text-input';
import { SanitizedTextarea } from '../../shared/ui/form/sanitized-textarea';
import { SaveError } from '../../shared/ui/form/form-error';
import { RecordFormFooter } from '../../shared/ui/form/record-form-footer';
import { TitleInput } from '../../shared/ui/form/title-input';
import { useValidatedForm } from '../../shared/ui/form/use-validated-form';
import { EventMoveButtons } from './event-move-buttons';
import {
  locationForClaim,
  validateEventForm,
  withStart,
  type EventFormValues,
} from './event-form-values';

export interface ClaimChoice {
  value: string;
  label: string;
  /** The claim's address, the event's location by default. */
  address: string;
}

export interface EventFormOptions {
  claims: readonly ClaimChoice[];
  people: readonly { value: string; label: string }[];
  /** Contacts who may attend too; attendees are user or contact ids. */
  contacts: readonly { value: string; label: string }[];
}

export interface EventFormProps {
  mode: 'create' | 'edit';
  initialValues: EventFormValues;
  options: EventFormOptions;
  onSubmit: (input: CalendarEventInput) => void;
  onCancel: () => void;
  onDelete?: () => void;
  /** Downloads the event as an .ics file; disabled until the event reached the server. */
  onAddToCalendar?: { run: () => void; synced: boolean };
  /** A refusal of the last save (the local store's). */
  submitError?: string | null;
  /** Someone who may not change this event sees it only. */
  readOnly?: boolean;
}

const attendeeGroups = (options: EventFormOptions) => [
  { group: 'Team', items: [...options.people] },
  ...(options.contacts.length > 0 ? [{ group: 'Contacts', items: [...options.contacts] }] : []),
];

export function EventForm(props: EventFormProps) {
  const { mode, options, onSubmit, onCancel, onDelete, onAddToCalendar, submitError, readOnly } =
    props;
  const { values, errors, replace, update, submit } = useValidatedForm(
    props.initialValues,
    validateEventForm,
    onSubmit,
  );
  const addressOf = (id: string | null) =>
    options.claims.find((c) => c.value === id)?.address ?? '';

  const label = mode === 'create' ? 'New event' : 'Edit event';
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        <SaveError subject="event" error={submitError} />
        <TitleInput
          value={values.title}
          error={errors.title}
          readOnly={readOnly}
          onChange={(title) => update({ title })}
        />
        <Grid gap="sm">
          <Grid.Col span={{ base: 7, sm: 3 }}>
            <DateInput
              label="Start date"
              value={values.startDate}
              error={errors.startDate}
              valueFormat="MMM D, YYYY"
              disabled={readOnly}
              onChange={(day) => replace(withStart(values, day, values.startTime))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 3 }}>
            <TimeInput
              label="Start time"
              value={values.startTime}
              error={errors.startTime}
              disabled={readOnly}
              onChange={(e) => replace(withStart(values, values.startDate, e.currentTarget.value))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 7, sm: 3 }}>
            <DateInput
              label="End date"
              value={values.endDate}
              error={errors.endDate}
              valueFormat="MMM D, YYYY"
              disabled={readOnly}
              onChange={(endDate) => update({ endDate })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 3 }}>
            <TimeInput
              label="End time"
              value={values.endTime}
              error={errors.endTime}
              disabled={readOnly}
              onChange={(e) => update({ endTime: e.currentTarget.value })}
            />
          </Grid.Col>
        </Grid>
        {mode === 'edit' && !readOnly && <EventMoveButtons values={values} onMove={replace} />}
        <Select
          label="Claim"
          placeholder="No claim"
          data={options.claims.map(({ value, label: text }) => ({ value, label: text }))}
          value={values.claimId}
          error={errors.claimId}
          searchable
          clearable
          disabled={readOnly}
          limit={50}
          nothingFoundMessage="No matching claim"
          onChange={(claimId) =>
            update({
              claimId,
              location: locationForClaim(
                values.location,
                addressOf(values.claimId),
                addressOf(claimId),
              ),
            })
          }
        />
        <MultiSelect
          label="Attendees"
          placeholder={values.attendees.length ? undefined : 'Nobody else'}
          data={attendeeGroups(options)}
          value={values.attendees}
          error={errors.attendees}
          searchable
          clearable
          disabled={readOnly}
          nothingFoundMessage="No matching person"
          onChange={(attendees) => update({ attendees })}
        />
        <SanitizedTextInput
          label="Location"
          readOnly={readOnly}
          value={values.location}
          error={errors.location}
          onChange={(event) => update({ location: event.currentTarget.value })}
        />
        <SanitizedTextarea
          label="Notes"
          readOnly={readOnly}
          autosize
          minRows={2}
          maxRows={6}
          value={values.description}
          error={errors.description}
          onChange={(event) => update({ description: event.currentTarget.value })}
        />
        <Text size="xs" c="dimmed">
          Times are in your time zone. Changing the start moves the event and keeps its length.
        </Text>
        <RecordFormFooter
          deleteLabel="Delete event"
          onDelete={readOnly ? undefined : onDelete}
          onCancel={onCancel}
          cancelLabel={readOnly ? 'Close' : 'Cancel'}
          submitLabel={readOnly ? undefined : mode === 'create' ? 'Create event' : 'Save changes'}
        >
          {onAddToCalendar && (
            <Button
              variant="subtle"
              leftSection={<IconCalendarDown size={14} />}
              disabled={!onAddToCalendar.synced}
              title={
                onAddToCalendar.synced
                  ? 'Download this event as an .ics file for Google, Outlook or Apple Calendar'
                  : 'Available once the event has reached the server'
              }
              onClick={onAddToCalendar.run}
            >
              Add to calendar
            </Button>
          )}
        </RecordFormFooter>
      </Stack>
    </form>
  );
}

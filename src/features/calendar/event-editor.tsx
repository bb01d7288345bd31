import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { CalendarEventDocType } from '../../collections/calendar-events/calendar-events.schema';
import { useFirstIds } from '../../collections/sync-queue/sync-queue.hooks';
import { canChangeEvent } from '../../domain/calendar-access';
import type { CalendarEventInput } from '../../domain/calendar-event.schema';
import { EVENT_ICS_FAILED_MESSAGE } from '../../api/calendar-feed.api';
import { downloadEventIcs } from './download-event-ics';
import { isTempId } from '../../domain/temp-id';
import { useServices, useSession } from '../../shared/services/services.context';
import { runAction } from '../../shared/ui/report-failure';
import { EventForm } from './event-form';
import {
  emptyEventFormValues,
  eventChanges,
  eventToFormValues,
  validateEventForm,
} from './event-form-values';
import type { CalendarEventActions } from './use-calendar-event-actions';
import { useEventFormOptions } from './use-event-form-options';
import { usePermissions } from '../../shared/services/use-permissions';
import { saveRecordForm } from '../../shared/ui/form/save-record-form';

export type EventEditorTarget =
  { mode: 'create'; start: Date; end: Date } | { mode: 'edit'; event: CalendarEventDocType };

const failureText = (failure: unknown) =>
  failure instanceof Error && failure.message ? failure.message : 'Failed to save the event';

/** Creates or edits an event in a dialog; the form mounts afresh each time it opens. */
export function EventEditor(props: {
  target: EventEditorTarget | null;
  actions: CalendarEventActions;
  onClose: () => void;
}) {
  const { target, actions, onClose } = props;
  const { user } = useSession();
  const permissions = usePermissions();
  const { fetchFile } = useServices();
  const editing = target?.mode === 'edit' ? target.event : undefined;
  const options = useEventFormOptions(editing?.attendees);
  const [error, setError] = useState<string | null>(null);
  // An event opened before it synced is saved under the id it has now.
  const { replacedBy } = useFirstIds('calendar_events');
  // A phone gets the whole screen: the form is long and the keyboard takes half of it.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const close = () => {
    setError(null);
    onClose();
  };

  const initialValues = !target
    ? null
    : target.mode === 'edit'
      ? eventToFormValues(target.event)
      : emptyEventFormValues(target.start, target.end);
  const readOnly = !!editing && !canChangeEvent({ userId: user?.id ?? '', permissions }, editing);

  const submit = async (input: CalendarEventInput) => {
    setError(null);
    try {
      await saveRecordForm({
        editing:
          editing && initialValues
            ? { id: editing.id, opened: validateEventForm(initialValues) }
            : undefined,
        input,
        changesOf: eventChanges,
        replacedBy,
        create: (created) => actions.create(created),
        update: (id, changes) => actions.update(id, changes),
      });
      close();
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <Modal
      fullScreen={phone}
      opened={target !== null}
      onClose={close}
      title={editing ? (readOnly ? 'Event' : 'Edit event') : 'New event'}
      size="lg"
      centered
    >
      {initialValues && (
        <EventForm
          mode={editing ? 'edit' : 'create'}
          initialValues={initialValues}
          options={options}
          readOnly={readOnly}
          submitError={error}
          onSubmit={(input) => void submit(input)}
          onCancel={close}
          onAddToCalendar={
            editing
              ? {
                  synced: !isTempId(replacedBy.get(editing.id) ?? editing.id),
                  run: () =>
                    runAction(
                      () =>
                        downloadEventIcs(
                          fetchFile,
                          replacedBy.get(editing.id) ?? editing.id,
                          editing.title,
                        ),
                      EVENT_ICS_FAILED_MESSAGE,
                    ),
                }
              : undefined
          }
          onDelete={
            editing
              ? () => {
                  actions.remove(replacedBy.get(editing.id) ?? editing.id);
                  close();
                }
              : undefined
          }
        />
      )}
    </Modal>
  );
}

import { describe, expect, it, vi } from 'vitest';
import { EventForm, type EventFormProps } from '../../../src/features/calendar/event-form';
import { emptyEventFormValues } from '../../../src/features/calendar/event-form-values';
import { TaskForm, type TaskFormProps } from '../../../src/shared/ui/tasks/task-form';
import { emptyTaskFormValues } from '../../../src/shared/ui/tasks/task-form-values';
import { click } from '../support/interact';
import { buttonByText } from '../support/queries';
import { renderUi } from '../support/render';

// The event and task forms' title and last row: Delete (asked twice) on the left, then Cancel and
// the submit button; a read-only event offers Close and nothing to save or delete.
const buttons = () =>
  [...document.querySelectorAll('form button')]
    .map((b) => b.textContent)
    .filter((text) =>
      ['Delete', 'Cancel', 'Close', 'Create', 'Save', 'Add'].some((w) => text?.startsWith(w)),
    );
const title = () => document.querySelector<HTMLInputElement>('input[data-autofocus]')!;

const showEvent = (props: Partial<EventFormProps>) =>
  renderUi(
    <EventForm
      mode="edit"
      initialValues={emptyEventFormValues(new Date(2026, 2, 11, 9), new Date(2026, 2, 11, 10))}
      options={{ claims: [], people: [], contacts: [] }}
      onSubmit={vi.fn()}
      onCancel={vi.fn()}
      {...props}
    />,
    { mantine: 'test' },
  );
const showTask = (props: Partial<TaskFormProps>) =>
  renderUi(
    <TaskForm
      mode="edit"
      initialValues={emptyTaskFormValues()}
      options={{ types: [{ value: 'general', label: 'General' }], assignees: [], claims: [] }}
      onSubmit={vi.fn()}
      onCancel={vi.fn()}
      {...props}
    />,
    { mantine: 'test' },
  );

describe('EventForm', () => {
  it('new: a required title, Cancel and Create event', () => {
    showEvent({ mode: 'create' });
    expect(title().required).toBe(true);
    expect(title().readOnly).toBe(false);
    expect(buttons()).toEqual(['Cancel', 'Create event']);
  });

  it('edit: Delete asks again, Add to calendar waits for the server, Save changes', () => {
    const onDelete = vi.fn();
    showEvent({ onDelete, onAddToCalendar: { run: vi.fn(), synced: false } });
    expect(buttons()).toEqual(['Delete event', 'Add to calendar', 'Cancel', 'Save changes']);
    expect(buttonByText(document, 'Add to calendar').matches(':disabled')).toBe(true);
    click(buttonByText(document, 'Delete event'));
    expect(onDelete).not.toHaveBeenCalled();
    click(buttonByText(document, 'Delete for good'));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('read only: the title cannot change, Close only', () => {
    const onCancel = vi.fn();
    showEvent({ onCancel, onDelete: vi.fn(), readOnly: true });
    expect(title().readOnly).toBe(true);
    expect(buttons()).toEqual(['Close']);
    click(buttonByText(document, 'Close'));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('TaskForm', () => {
  it('new: a required title, Cancel and Create task', () => {
    showTask({ mode: 'create' });
    expect(title().required).toBe(true);
    expect(buttons()).toEqual(['Cancel', 'Create task']);
  });

  it('edit: the title, Delete and Save changes', () => {
    showTask({
      initialValues: emptyTaskFormValues({ title: 'Call the insured' }),
      onDelete: vi.fn(),
    });
    expect(title().value).toBe('Call the insured');
    expect(buttons()).toEqual(['Delete task', 'Cancel', 'Save changes']);
  });
});

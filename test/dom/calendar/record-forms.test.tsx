import { describe, expect, it, vi } from 'vitest';
import { EventForm } from '../../../src/features/calendar/event-form';
import { emptyEventFormValues } from '../../../src/features/calendar/event-form-values';
import { TaskForm } from '../../../src/shared/ui/tasks/task-form';
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
const EVENT_OPTIONS = { claims: [], people: [], contacts: [] };
const TASK_OPTIONS = { types: [{ value: 'general', label: 'General' }], assignees: [], claims: [] };

describe('EventForm', () => {
  const values = emptyEventFormValues(new Date(2026, 2, 11, 9), new Date(2026, 2, 11, 10));

  it('new: a required title, Cancel and Create event', () => {
    renderUi(
      <EventForm
        mode="create"
        initialValues={values}
        options={EVENT_OPTIONS}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
      { mantine: 'test' },
    );
    expect(title().required).toBe(true);
    expect(title().readOnly).toBe(false);
    expect(buttons()).toEqual(['Cancel', 'Create event']);
  });

  it('edit: Delete asks again, Add to calendar waits for the server, Save changes', () => {
    const onDelete = vi.fn();
    renderUi(
      <EventForm
        mode="edit"
        initialValues={values}
        options={EVENT_OPTIONS}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
        onDelete={onDelete}
        onAddToCalendar={{ run: vi.fn(), synced: false }}
      />,
      { mantine: 'test' },
    );
    expect(buttons()).toEqual(['Delete event', 'Add to calendar', 'Cancel', 'Save changes']);
    expect(buttonByText(document, 'Add to calendar').matches(':disabled')).toBe(true);
    click(buttonByText(document, 'Delete event'));
    expect(onDelete).not.toHaveBeenCalled();
    click(buttonByText(document, 'Delete for good'));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('read only: the title cannot change, Close only', () => {
    const onCancel = vi.fn();
    renderUi(
      <EventForm
        mode="edit"
        initialValues={values}
        options={EVENT_OPTIONS}
        onSubmit={vi.fn()}
        onCancel={onCancel}
        onDelete={vi.fn()}
        readOnly
      />,
      { mantine: 'test' },
    );
    expect(title().readOnly).toBe(true);
    expect(buttons()).toEqual(['Close']);
    click(buttonByText(document, 'Close'));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('TaskForm', () => {
  it('new: a required title, Cancel and Create task; edit: Delete and Save changes', () => {
    const view = renderUi(
      <TaskForm
        mode="create"
        initialValues={emptyTaskFormValues()}
        options={TASK_OPTIONS}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
      { mantine: 'test' },
    );
    expect(title().required).toBe(true);
    expect(buttons()).toEqual(['Cancel', 'Create task']);
    view.unmount();
    renderUi(
      <TaskForm
        mode="edit"
        initialValues={emptyTaskFormValues({ title: 'Call the insured' })}
        options={TASK_OPTIONS}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
        onDelete={vi.fn()}
      />,
      { mantine: 'test' },
    );
    expect(title().value).toBe('Call the insured');
    expect(buttons()).toEqual(['Delete task', 'Cancel', 'Save changes']);
  });
});

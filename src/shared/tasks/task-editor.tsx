import { useState } from 'react';
import { useFirstIds } from '../../collections/sync-queue/sync-queue.hooks';
import { canEditTask } from '../../domain/task-access';
import { activeTaskTypes } from '../../domain/task-types';
import type { Task, TaskInput } from '../../domain/task.schema';
import { useSession } from '../services/services.context';
import { saveRecordForm } from '../ui/form/save-record-form';
import { TaskFormModal } from '../ui/tasks/task-form-modal';
import {
  emptyTaskFormValues,
  taskToFormValues,
  validateTaskForm,
  type TaskFormValues,
} from '../ui/tasks/task-form-values';
import { useTaskActions } from './use-task-actions';
import { useTaskFormOptions, useTaskTypes } from './use-task-form-options';
import { usePermissions } from '../services/use-permissions';

export type TaskEditorTarget =
  | { mode: 'create'; preset?: Partial<TaskFormValues>; claimLocked?: boolean }
  | { mode: 'edit'; task: Task };

/** The fields of `next` that differ from `before`: an edit sends only what the user changed. */
function changesOf(before: TaskInput, next: TaskInput): Partial<TaskInput> {
  const changes: Partial<Record<keyof TaskInput, unknown>> = {};
  for (const key of Object.keys(next) as (keyof TaskInput)[]) {
    if ((next[key] ?? null) !== (before[key] ?? null)) changes[key] = next[key];
  }
  // A due day and its time travel together (the server reads a day alone as "no time").
  if ('dueDate' in changes || 'dueAt' in changes) {
    changes.dueDate = next.dueDate ?? null;
    changes.dueAt = next.dueAt ?? null;
  }
  return changes as Partial<TaskInput>;
}

/**
 * Creates or edits a task in a dialog, from any screen (the task list, a claim's page). New tasks
 * default to the user and the first offered type; someone who may only mark their task done (a
 * Vendor) sees the rest read-only.
 */
export function TaskEditor(props: { target: TaskEditorTarget | null; onClose: () => void }) {
  const { target, onClose } = props;
  const { user } = useSession();
  const permissions = usePermissions();
  const actions = useTaskActions();
  const types = useTaskTypes();
  const editing = target?.mode === 'edit' ? target.task : undefined;
  const options = useTaskFormOptions(editing);
  const [error, setError] = useState<string | null>(null);
  // A task opened before it synced is saved under the id it has now.
  const { replacedBy } = useFirstIds('tasks');
  const close = () => {
    setError(null);
    onClose();
  };

  const initialValues: TaskFormValues = editing
    ? taskToFormValues(editing)
    : emptyTaskFormValues({
        assignedTo: user?.id ?? null,
        type: activeTaskTypes(types)[0]?.id ?? 'general',
        ...(target?.mode === 'create' ? target.preset : {}),
      });
  const readOnly =
    editing !== undefined && !!user && !canEditTask({ userId: user.id, permissions }, editing);

  const submit = async (input: TaskInput) => {
    setError(null);
    try {
      await saveRecordForm({
        editing: editing && { id: editing.id, opened: validateTaskForm(initialValues) },
        input,
        changesOf,
        replacedBy,
        create: (created) => actions.create(created),
        update: (id, changes) => actions.update(id, changes),
      });
      close();
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message ? failure.message : 'Failed to save task',
      );
    }
  };

  return (
    <TaskFormModal
      opened={target !== null}
      mode={editing ? 'edit' : 'create'}
      initialValues={initialValues}
      options={options}
      readOnly={readOnly}
      claimLocked={target?.mode === 'create' && target.claimLocked}
      submitError={error}
      onSubmit={(input) => void submit(input)}
      onCancel={close}
      onDelete={
        editing && !readOnly
          ? () => {
              actions.remove(replacedBy.get(editing.id) ?? editing.id);
              close();
            }
          : undefined
      }
    />
  );
}

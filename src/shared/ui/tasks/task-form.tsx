import { Grid, Select, Stack, Text } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { TASK_PRIORITIES, TASK_STATUSES } from '../../../domain/task.schema';
import { SaveError } from '../form/form-error';
import { RecordFormFooter } from '../form/record-form-footer';
import { TitleInput } from '../form/title-input';
import { useValidatedForm } from '../form/use-validated-form';
import { RichHtml } from '../rich-html';
import { RichTextInput } from '../rich-text-input';
import { taskPriorityLook, taskStatusLook } from './task-look';
import { validateTaskForm, type TaskFormValues } from './task-form-values';
import type { TaskInput } from '../../../domain/task.schema';

export interface Choice {
  value: string;
  label: string;
}

export interface TaskFormOptions {
  /** The types offered (a retired type only when the task already has it). */
  types: readonly Choice[];
  /** Who the user may assign to (themselves only, unless a manager). */
  assignees: readonly Choice[];
  claims: readonly Choice[];
}

export interface TaskFormProps {
  mode: 'create' | 'edit';
  initialValues: TaskFormValues;
  options: TaskFormOptions;
  onSubmit: (input: TaskInput) => void;
  onCancel: () => void;
  onDelete?: () => void;
  /** A refusal of the last save (the local store's). */
  submitError?: string | null;
  /** The claim is fixed (adding from the claim's page). */
  claimLocked?: boolean;
  /** Only the status may change (a task someone else set for a Vendor, Client or Customer). */
  readOnly?: boolean;
}

const STATUS_CHOICES = TASK_STATUSES.map((s) => ({ value: s, label: taskStatusLook(s).label }));
const PRIORITY_CHOICES = TASK_PRIORITIES.map((p) => ({
  value: p,
  label: taskPriorityLook(p).label,
}));

export function TaskForm(props: TaskFormProps) {
  const { mode, options, onSubmit, onCancel, onDelete, submitError, readOnly } = props;
  const { values, errors, update, submit } = useValidatedForm(
    props.initialValues,
    validateTaskForm,
    onSubmit,
  );

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'create' ? 'New task' : 'Edit task'}>
      <Stack gap="sm">
        <SaveError subject="task" error={submitError} />
        <TitleInput
          value={values.title}
          error={errors.title}
          readOnly={readOnly}
          onChange={(title) => update({ title })}
        />
        {readOnly ? (
          props.initialValues.description && <RichHtml html={props.initialValues.description} />
        ) : (
          <RichTextInput
            label="Description"
            initialValue={props.initialValues.description}
            onChange={(description) => update({ description })}
          />
        )}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Type"
              disabled={readOnly}
              data={[...options.types]}
              value={values.type}
              error={errors.type}
              allowDeselect={false}
              onChange={(type) => type && update({ type })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Priority"
              disabled={readOnly}
              data={PRIORITY_CHOICES}
              value={values.priority}
              allowDeselect={false}
              onChange={(priority) => priority && update({ priority })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Claim"
              placeholder="No claim"
              data={[...options.claims]}
              value={values.claimId}
              error={errors.claimId}
              searchable
              clearable={!props.claimLocked}
              disabled={props.claimLocked || readOnly}
              limit={50}
              nothingFoundMessage="No matching claim"
              onChange={(claimId) => update({ claimId })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Assignee"
              disabled={readOnly}
              placeholder="Unassigned"
              data={[...options.assignees]}
              value={values.assignedTo}
              error={errors.assignedTo}
              searchable
              clearable
              nothingFoundMessage="No matching person"
              onChange={(assignedTo) => update({ assignedTo })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 7, sm: 4 }}>
            <DateInput
              label="Due date"
              placeholder="No due date"
              value={values.dueDate}
              error={errors.dueDate}
              valueFormat="MMM D, YYYY"
              disabled={readOnly}
              clearable
              onChange={(dueDate) => update({ dueDate, ...(dueDate ? {} : { dueTime: '' }) })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 3 }}>
            <TimeInput
              label="Time"
              value={values.dueTime}
              error={errors.dueTime}
              disabled={!values.dueDate || readOnly}
              onChange={(event) => update({ dueTime: event.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Select
              label="Status"
              data={STATUS_CHOICES}
              value={values.status}
              allowDeselect={false}
              onChange={(status) => status && update({ status })}
            />
          </Grid.Col>
        </Grid>
        {values.dueDate && !values.dueTime && (
          <Text size="xs" c="dimmed">
            Without a time, the task is due by the end of that day.
          </Text>
        )}
        <RecordFormFooter
          deleteLabel="Delete task"
          onDelete={onDelete}
          onCancel={onCancel}
          submitLabel={mode === 'create' ? 'Create task' : 'Save changes'}
        />
      </Stack>
    </form>
  );
}

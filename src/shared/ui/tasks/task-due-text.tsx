import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import { isTaskOverdue, relativeDue, type TaskDue } from '../../../domain/task-due';

/** "Mar 12, 3:30 PM" of a timed task, "Mar 12" of a day, in the viewer's time zone. */
export function dueLabel(task: Pick<TaskDue, 'dueDate' | 'dueAt'>): string {
  if (task.dueAt) return dayjs(task.dueAt).format('MMM D, h:mm A');
  return task.dueDate ? dayjs(task.dueDate).format('MMM D, YYYY') : '';
}

/** The due date and how far off it is; red once an open task is overdue. */
export function TaskDueText({ task, now }: { task: TaskDue; now: Date }) {
  if (!task.dueDate && !task.dueAt) {
    return (
      <Text component="span" fz={12} c="dimmed">
        No due date
      </Text>
    );
  }
  const overdue = isTaskOverdue(task, now);
  const label = dueLabel(task);
  const relative = relativeDue(task, now);
  return (
    <Text
      component="span"
      fz={12}
      c={overdue ? 'var(--app-danger-text)' : undefined}
      fw={overdue ? 600 : 400}
      truncate
      title={`${overdue ? 'Overdue: ' : ''}due ${label} (${relative})`}
      data-overdue={overdue || undefined}
    >
      {label}
      <Text component="span" fz={12} c={overdue ? 'var(--app-danger-text)' : 'dimmed'} fw={400}>
        {' · '}
        {relative}
      </Text>
    </Text>
  );
}

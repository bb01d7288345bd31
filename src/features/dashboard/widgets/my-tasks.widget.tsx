import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { TaskDocType } from '../../../collections/tasks/tasks.schema';
import { relativeDue } from '../../../domain/task-due';
import { taskLink } from '../../../shared/routes/task-link';
import { myTasksDue } from '../data/my-tasks.data';
import type { WidgetProps } from '../dashboard-data';
import { WidgetCard } from '../widget-card';
import { linkTo } from './links';

function TaskRow({ task, now, late }: { task: TaskDocType; now: Date; late: boolean }) {
  return (
    <Group role="listitem" justify="space-between" wrap="nowrap" gap="sm">
      <Anchor component={Link} to={taskLink(task.id)} size="sm" truncate>
        {task.title}
      </Anchor>
      <Text size="xs" c={late ? 'var(--app-danger-text)' : 'dimmed'} style={{ flexShrink: 0 }}>
        {relativeDue(task, now)}
      </Text>
    </Group>
  );
}

export function MyTasksWidget({ data }: WidgetProps) {
  const { overdue, today } = useMemo(
    () => myTasksDue(data.tasks, data.userId, data.now),
    [data.tasks, data.userId, data.now],
  );
  return (
    <WidgetCard
      widgetId="myTasks"
      title="My tasks"
      help="Your open tasks that are overdue or due today."
      link={{
        to: linkTo('tasks', { view: overdue.length ? 'overdue' : 'today' }),
        label: overdue.length ? 'My overdue tasks' : 'Due today',
      }}
      loading={data.tasksLoading}
      empty={overdue.length + today.length === 0}
      emptyText="Nothing due today and nothing overdue."
    >
      <Group gap={4} mb="xs">
        {overdue.length > 0 && (
          <Badge color="red" variant="light">
            {overdue.length} overdue
          </Badge>
        )}
        {today.length > 0 && <Badge variant="light">{today.length} due today</Badge>}
      </Group>
      <Stack gap={6} role="list" mah={260} style={{ overflowY: 'auto' }}>
        {overdue.map((task) => (
          <TaskRow key={task.id} task={task} now={data.now} late />
        ))}
        {today.map((task) => (
          <TaskRow key={task.id} task={task} now={data.now} late={false} />
        ))}
      </Stack>
    </WidgetCard>
  );
}

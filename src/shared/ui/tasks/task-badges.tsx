import { Badge, Box, Group, Text } from '@mantine/core';
import type { TaskType } from '../../../domain/task-types';
import { taskPriorityLook, taskStatusLook } from './task-look';

export function TaskStatusBadge({ status }: { status: string }) {
  const look = taskStatusLook(status);
  return (
    <Badge color={look.color} variant="light" radius="sm" tt="none" fw={600}>
      {look.label}
    </Badge>
  );
}

export function TaskPriorityBadge({ priority }: { priority: string }) {
  const look = taskPriorityLook(priority);
  return (
    <Badge color={look.color} variant="dot" radius="sm" tt="none" fw={500}>
      {look.label}
    </Badge>
  );
}

/** The type's colour dot and name; a retired type reads as it did, its name in the title. */
export function TaskTypeLabel({ type }: { type: TaskType }) {
  return (
    <Group component="span" gap={6} wrap="nowrap" miw={0} title={type.name}>
      <Box
        component="span"
        w={8}
        h={8}
        style={{ borderRadius: 4, background: type.color, flexShrink: 0 }}
      />
      <Text component="span" fz={12} truncate>
        {type.name}
      </Text>
    </Group>
  );
}

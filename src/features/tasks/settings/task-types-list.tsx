import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { activeTaskTypes, type TaskType } from '../../../domain/task-types';
import { TaskTypeLabel } from '../../../shared/ui/tasks/task-badges';

/** The task types for someone who may not change them. */
export function TaskTypesList({ types }: { types: readonly TaskType[] }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={680}>
      <Alert color="gray" variant="light" icon={<IconLock size={16} />} mb="md">
        Only administrators can change the task types.
      </Alert>
      <Stack gap={8} role="list" aria-label="Task types">
        {activeTaskTypes(types).map((type) => (
          <Group key={type.id} role="listitem">
            <TaskTypeLabel type={type} />
          </Group>
        ))}
      </Stack>
      {types.some((t) => t.retired) && (
        <Text size="xs" c="dimmed" mt="md">
          Retired:{' '}
          {types
            .filter((t) => t.retired)
            .map((t) => t.name)
            .join(', ')}
        </Text>
      )}
    </Paper>
  );
}

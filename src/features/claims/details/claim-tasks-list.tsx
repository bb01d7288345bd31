import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import type { Task } from '../../../domain/task.schema';
import { formatDate } from '../claim-format';
import { DetailsSection, SectionItems } from '../../../shared/ui/details-section';
import type { PanelState } from '../../../shared/ui/state-panel';

const STATUS_LOOK = {
  todo: { label: 'To do', color: 'gray' },
  in_progress: { label: 'In progress', color: 'blue' },
  done: { label: 'Done', color: 'teal' },
} as const;

export interface ClaimTasksListProps {
  tasks: readonly Task[];
  assigneeName: (userId: string) => string;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
}

export function ClaimTasksList({ tasks, assigneeName, state }: ClaimTasksListProps) {
  return (
    <DetailsSection title="Tasks" icon={<IconChecklist size={18} stroke={1.6} />}>
      <SectionItems state={state} count={tasks.length} emptyText="No tasks for this claim.">
        {tasks.map((task) => {
          // Tasks pulled from the server may carry a status this list has no look for.
          const look = (STATUS_LOOK as Record<string, { label: string; color: string }>)[
            task.status
          ] ?? { label: String(task.status), color: 'gray' };
          return (
            <Group key={task.id} justify="space-between" wrap="nowrap" role="listitem">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" truncate td={task.status === 'done' ? 'line-through' : undefined}>
                  {task.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    task.assignedTo && assigneeName(task.assignedTo),
                    task.dueDate && `Due ${formatDate(task.dueDate)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ') || 'Unassigned'}
                </Text>
              </Stack>
              <Badge color={look.color} variant="light" radius="sm" tt="none">
                {look.label}
              </Badge>
            </Group>
          );
        })}
      </SectionItems>
    </DetailsSection>
  );
}

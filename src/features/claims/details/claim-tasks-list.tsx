import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { isTaskOverdue } from '../../../domain/task-due';
import type { Task } from '../../../domain/task.schema';
import { DetailsSection, SectionItems } from '../../../shared/ui/details-section';
import type { PanelState } from '../../../shared/ui/state-panel';
import { TaskStatusBadge } from '../../../shared/ui/tasks/task-badges';
import { TaskDoneToggle } from '../../../shared/ui/tasks/task-done-toggle';
import { dueLabel } from '../../../shared/ui/tasks/task-due-text';

export interface ClaimTasksListProps {
  tasks: readonly Task[];
  assigneeName: (userId: string) => string;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  /** Opens the task dialog for a new task on this claim (absent without the right to add). */
  onAdd?: () => void;
  onOpen: (task: Task) => void;
  onToggleDone: (task: Task) => void;
  canToggle: (task: Task) => boolean;
}

export function ClaimTasksList(props: ClaimTasksListProps) {
  const { tasks, assigneeName, state, onAdd, onOpen, onToggleDone, canToggle } = props;
  return (
    <DetailsSection
      title="Tasks"
      icon={<IconChecklist size={18} stroke={1.6} />}
      aside={
        onAdd && (
          <Button
            ml="auto"
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={12} />}
            onClick={onAdd}
          >
            Add task
          </Button>
        )
      }
    >
      <SectionItems state={state} count={tasks.length} emptyText="No tasks for this claim.">
        {tasks.map((task) => (
          <Group key={task.id} justify="space-between" wrap="nowrap" role="listitem" gap="xs">
            <Group gap={6} wrap="nowrap" miw={0}>
              <TaskDoneToggle
                title={task.title}
                done={task.status === 'done'}
                disabled={!canToggle(task)}
                onToggle={() => onToggleDone(task)}
              />
              <UnstyledButton
                onClick={() => onOpen(task)}
                miw={0}
                aria-label={`Open task ${task.title}`}
              >
                <Stack gap={0}>
                  <Text size="sm" truncate td={task.status === 'done' ? 'line-through' : undefined}>
                    {task.title}
                  </Text>
                  <Text
                    size="xs"
                    c={isTaskOverdue(task, new Date()) ? 'var(--app-danger-text)' : 'dimmed'}
                    truncate
                  >
                    {[
                      task.assignedTo && assigneeName(task.assignedTo),
                      dueLabel(task) && `Due ${dueLabel(task)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ') || 'Unassigned'}
                  </Text>
                </Stack>
              </UnstyledButton>
            </Group>
            <TaskStatusBadge status={task.status} />
          </Group>
        ))}
      </SectionItems>
    </DetailsSection>
  );
}

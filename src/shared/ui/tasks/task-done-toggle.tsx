import { ActionIcon } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';

export interface TaskDoneToggleProps {
  title: string;
  done: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** One click marks a task done (or open again); it never opens the row it sits in. */
export function TaskDoneToggle({ title, done, onToggle, disabled }: TaskDoneToggleProps) {
  return (
    <ActionIcon
      variant="subtle"
      color={done ? 'teal' : 'gray'}
      radius="xl"
      size="sm"
      aria-label={done ? `Mark “${title}” not done` : `Mark “${title}” done`}
      aria-pressed={done}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {done ? <IconCircleCheckFilled size={18} /> : <IconCircle size={18} stroke={1.6} />}
    </ActionIcon>
  );
}

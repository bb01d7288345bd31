import { ActionIcon, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { NameInput } from '../form/name-input';

export interface QuickAddInputProps {
  /** The line as typed; the caller reads title, day and priority from it. */
  onAdd: (line: string) => void;
  placeholder?: string;
}

/** One line, Enter: a task is added at once (offline too). */
export function QuickAddInput({ onAdd, placeholder }: QuickAddInputProps) {
  const [line, setLine] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    if (!line.trim()) return setError('Type what needs doing');
    onAdd(line);
    setLine('');
    setError(null);
  };
  return (
    <NameInput
      aria-label="Quick add a task"
      placeholder={placeholder ?? 'Add a task, e.g. “Call the insured tomorrow !high”'}
      value={line}
      error={error}
      onValueChange={(value) => {
        setLine(value);
        setError(null);
      }}
      onSubmit={add}
      leftSection={<IconPlus size={16} stroke={1.6} />}
      rightSection={
        line.trim() ? (
          <ActionIcon variant="subtle" aria-label="Add the task" onClick={add}>
            <Text fz="xs" fw={600}>
              ↵
            </Text>
          </ActionIcon>
        ) : undefined
      }
    />
  );
}

import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  activeTaskTypes,
  addTaskType,
  recolorTaskType,
  removeTaskType,
  renameTaskType,
  type TaskType,
} from '../../../domain/task-types';
import { DraftNameInput } from '../../../shared/ui/form/draft-name-input';
import { NameInput } from '../../../shared/ui/form/name-input';
import { moveItem } from '../../../shared/ui/list-order';
import { SortableList } from '../../../shared/ui/sortable-list';
import { SortableRow } from '../../../shared/ui/sortable-row';
import { TaskTypeColour, TYPE_COLOURS } from './task-type-colour';

export interface TaskTypesEditorProps {
  types: readonly TaskType[];
  /** Tasks per type id, to retire a type in use instead of removing it. */
  taskCounts: Readonly<Record<string, number>>;
  onChange: (next: TaskType[]) => void;
}

const countText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'task' : 'tasks'}`;

/**
 * Add, rename, colour, reorder (drag, keyboard on the grip, or the arrows) and remove task types.
 * A type that tasks still hold is retired: no longer offered, but its tasks keep their label.
 */
export function TaskTypesEditor({ types, taskCounts, onChange }: TaskTypesEditorProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const offered = activeTaskTypes(types);
  const retired = types.filter((t) => t.retired);
  const nextColour = TYPE_COLOURS[types.length % TYPE_COLOURS.length] ?? TYPE_COLOURS[0];
  const move = (from: number, to: number) => onChange([...moveItem(offered, from, to), ...retired]);

  const add = () => {
    const edit = addTaskType(types, name, nextColour);
    if (!edit.ok) return setError(edit.error);
    onChange(edit.types);
    setName('');
    setError(null);
  };
  const rename = (id: string, next: string) => {
    const edit = renameTaskType(types, id, next);
    if (!edit.ok) return edit.error;
    onChange(edit.types);
    return null;
  };
  const remove = (id: string) => {
    const edit = removeTaskType(types, id, (taskCounts[id] ?? 0) > 0);
    if (edit.ok) onChange(edit.types);
  };
  const restore = (type: TaskType) => {
    const edit = addTaskType(types, type.name, type.color);
    if (edit.ok) onChange(edit.types);
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={680}>
      <Text fw={600}>Task types</Text>
      <Text size="sm" c="dimmed" mb="md">
        The kinds of work your team tracks, in the order the task form offers them. A type that
        tasks still use is retired rather than deleted, so those tasks keep their label.
      </Text>
      <SortableList ids={offered.map((t) => t.id)} label="Task types" onMove={move}>
        {offered.map((type, index) => {
          const count = taskCounts[type.id] ?? 0;
          return (
            <SortableRow
              key={type.id}
              id={type.id}
              label={type.name}
              index={index}
              count={offered.length}
              onMove={move}
            >
              <TaskTypeColour
                name={type.name}
                colour={type.color}
                onChange={(colour) => onChange(recolorTaskType(types, type.id, colour))}
              />
              <DraftNameInput name={type.name} onCommit={(next) => rename(type.id, next)} />
              <Badge variant="default" radius="sm" tt="none" fw={400} w={72} visibleFrom="xs">
                {countText(count)}
              </Badge>
              <Tooltip label={count > 0 ? 'Retire: tasks keep it' : 'Delete'} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`${count > 0 ? 'Retire' : 'Delete'} type ${type.name}`}
                  disabled={offered.length === 1}
                  onClick={() => remove(type.id)}
                >
                  {count > 0 ? (
                    <IconArchive size={14} stroke={1.6} />
                  ) : (
                    <IconTrash size={14} stroke={1.6} />
                  )}
                </ActionIcon>
              </Tooltip>
            </SortableRow>
          );
        })}
      </SortableList>
      <Group mt="md" gap="xs" align="flex-start">
        <NameInput
          label="New type"
          placeholder="e.g. Site visit"
          value={name}
          error={error}
          onValueChange={(next) => {
            setName(next);
            setError(null);
          }}
          onSubmit={add}
          style={{ flex: 1 }}
        />
        <Button mt={25} leftSection={<IconPlus size={14} />} onClick={add}>
          Add type
        </Button>
      </Group>
      {retired.length > 0 && (
        <Stack gap={6} mt="lg" role="list" aria-label="Retired task types">
          <Text size="sm" fw={600}>
            Retired
          </Text>
          {retired.map((type) => (
            <Group key={type.id} gap="xs" role="listitem" wrap="nowrap">
              <span
                style={{ width: 10, height: 10, borderRadius: 5, background: type.color }}
                aria-hidden
              />
              <Text size="sm" c="dimmed" style={{ flex: 1 }} truncate>
                {type.name}
              </Text>
              <Badge variant="default" radius="sm" tt="none" fw={400}>
                {countText(taskCounts[type.id] ?? 0)}
              </Badge>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconArrowBackUp size={12} />}
                aria-label={`Restore type ${type.name}`}
                onClick={() => restore(type)}
              >
                Restore
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

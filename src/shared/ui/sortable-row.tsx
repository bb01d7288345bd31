import { ActionIcon, Group, Paper } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface SortableRowProps {
  id: string;
  /** Spoken in the move buttons' labels. */
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/** A settings row that reorders by drag (pointer or keyboard on the grip) or by the arrow buttons. */
export function SortableRow({ id, label, index, count, onMove, children }: SortableRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      px="xs"
      py={6}
      role="listitem"
      data-row-id={id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${label}`}
          style={{ cursor: 'grab' }}
        >
          <IconGripVertical size={14} stroke={1.6} />
        </ActionIcon>
        <Group gap="xs" style={{ flex: 1, minWidth: 0 }} wrap="nowrap">
          {children}
        </Group>
        <MoveButton
          label={label}
          direction="up"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        />
        <MoveButton
          label={label}
          direction="down"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        />
      </Group>
    </Paper>
  );
}

interface MoveButtonProps {
  label: string;
  direction: 'up' | 'down';
  disabled: boolean;
  onClick: () => void;
}

function MoveButton({ label, direction, disabled, onClick }: MoveButtonProps) {
  const Icon = direction === 'up' ? IconArrowUp : IconArrowDown;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={`Move ${label} ${direction}`}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon size={14} stroke={1.6} />
    </ActionIcon>
  );
}

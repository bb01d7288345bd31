import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { ClaimColumn } from '../../../domain/claim-columns';
import { moveItem } from '../../../shared/ui/list-order';
import { SortableList } from '../../../shared/ui/sortable-list';
import { SortableRow } from '../../../shared/ui/sortable-row';

export interface ColumnSettingsEditorProps {
  title: string;
  description: string;
  value: readonly ClaimColumn[];
  /**
   * Gets the change as a function of the latest columns: the value shown may not carry the last
   * change yet (saves go through the local database), and a change computed from it would undo it.
   */
  onChange: (update: ColumnsUpdate) => void;
  onReset: () => void;
  /** Kanban cards need at least one field; the list needs at least one column. */
  minVisible?: number;
}

export type ColumnsUpdate = (latest: readonly ClaimColumn[]) => ClaimColumn[];

// By the distance moved, from where the column is now: two quick "Move up" clicks move it two places.
const moveColumn =
  (id: string, by: number): ColumnsUpdate =>
  (latest) => {
    const from = latest.findIndex((c) => c.id === id);
    return moveItem(latest, from, Math.min(Math.max(from + by, 0), latest.length - 1));
  };

const showColumn =
  (id: string, visible: boolean, minVisible: number): ColumnsUpdate =>
  (latest) => {
    const next = latest.map((c) => (c.id === id ? { ...c, visible } : c));
    return next.filter((c) => c.visible).length < minVisible ? [...latest] : next;
  };

/** Show, hide and reorder claim columns (list) or card fields (kanban). */
export function ColumnSettingsEditor(props: ColumnSettingsEditorProps) {
  const { title, description, value, onChange, onReset, minVisible = 1 } = props;
  const visibleCount = value.filter((c) => c.visible).length;
  const move = (from: number, to: number) => {
    const column = value[from];
    if (column) onChange(moveColumn(column.id, to - from));
  };
  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRestore size={14} />}
          onClick={onReset}
        >
          Reset to defaults
        </Button>
      </Group>
      <SortableList ids={value.map((c) => c.id)} label={title} onMove={move}>
        {value.map((column, index) => {
          const lastVisible = column.visible && visibleCount <= minVisible;
          return (
            <SortableRow
              key={column.id}
              id={column.id}
              label={column.header}
              index={index}
              count={value.length}
              onMove={move}
            >
              <Checkbox
                label={column.header}
                checked={column.visible}
                disabled={lastVisible}
                title={lastVisible ? 'At least one must stay visible' : undefined}
                onChange={(event) =>
                  onChange(showColumn(column.id, event.currentTarget.checked, minVisible))
                }
              />
            </SortableRow>
          );
        })}
      </SortableList>
    </Paper>
  );
}

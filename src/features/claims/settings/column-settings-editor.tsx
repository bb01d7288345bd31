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
  onChange: (next: ClaimColumn[]) => void;
  onReset: () => void;
  /** Kanban cards need at least one field; the list needs at least one column. */
  minVisible?: number;
}

/** Show, hide and reorder claim columns (list) or card fields (kanban). */
export function ColumnSettingsEditor(props: ColumnSettingsEditorProps) {
  const { title, description, value, onChange, onReset, minVisible = 1 } = props;
  const visibleCount = value.filter((c) => c.visible).length;
  const move = (from: number, to: number) => onChange(moveItem(value, from, to));
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
                onChange={(event) => {
                  const visible = event.currentTarget.checked;
                  onChange(value.map((c) => (c.id === column.id ? { ...c, visible } : c)));
                }}
              />
            </SortableRow>
          );
        })}
      </SortableList>
    </Paper>
  );
}

import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { IconBookmark, IconChevronDown, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { cleanText } from '../../../domain/cleaning/clean-text';
import { NameInput } from '../../../shared/ui/form/name-input';

export interface SavedViewItem {
  id: string;
  name: string;
}

export interface SavedViewsMenuProps {
  views: readonly SavedViewItem[];
  /** Names the current filter, sort and columns (the route builds the record). */
  onSave: (name: string) => void;
  onApply: (id: string) => void;
  onDelete: (id: string) => void;
  activeId?: string | null;
}

export function SavedViewsMenu({
  views,
  onSave,
  onApply,
  onDelete,
  activeId,
}: SavedViewsMenuProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const clean = cleanText(name);
    if (!clean) return setError('Give the view a name');
    if (views.some((v) => v.name.toLowerCase() === clean.toLowerCase())) {
      return setError('A view with this name exists');
    }
    onSave(clean);
    setName('');
    setError(null);
  };
  const rename = (next: string) => {
    setName(next);
    setError(null);
  };
  const active = views.find((v) => v.id === activeId);
  return (
    <Menu position="bottom-end" width={280} shadow="md" closeOnItemClick>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconBookmark size={14} stroke={1.6} />}
          rightSection={<IconChevronDown size={14} stroke={1.6} />}
        >
          {active ? active.name : 'Views'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Saved views</Menu.Label>
        {views.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py={4}>
            No saved views yet.
          </Text>
        )}
        {views.map((view) => (
          <Group key={view.id} gap={0} wrap="nowrap">
            <Menu.Item
              onClick={() => onApply(view.id)}
              style={{ flex: 1 }}
              fw={view.id === activeId ? 600 : 400}
            >
              {view.name}
            </Menu.Item>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Delete view ${view.name}`}
              onClick={() => onDelete(view.id)}
              mr={4}
            >
              <IconTrash size={14} stroke={1.6} />
            </ActionIcon>
          </Group>
        ))}
        <Menu.Divider />
        <Menu.Label>Save current view</Menu.Label>
        <Group gap={6} px="xs" pb="xs" wrap="nowrap" align="flex-start">
          <NameInput
            aria-label="View name"
            placeholder="View name"
            size="xs"
            value={name}
            error={error}
            onValueChange={rename}
            onSubmit={save}
            style={{ flex: 1 }}
          />
          <ActionIcon size="md" aria-label="Save view" onClick={save} variant="light">
            <IconDeviceFloppy size={16} stroke={1.6} />
          </ActionIcon>
        </Group>
      </Menu.Dropdown>
    </Menu>
  );
}

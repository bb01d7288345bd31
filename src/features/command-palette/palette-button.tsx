import { ActionIcon, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { requestCommandPalette } from './palette-request';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The header's search box: opens the command palette (a search icon on narrow screens). */
export function PaletteButton() {
  return (
    <>
      <UnstyledButton
        onClick={requestCommandPalette}
        visibleFrom="sm"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        px="sm"
        h={36}
        w={260}
        bd="1px solid var(--mantine-color-default-border)"
        bg="var(--mantine-color-default)"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={8} wrap="nowrap">
            <IconSearch size={16} stroke={1.5} aria-hidden />
            <Text size="sm" c="dimmed">
              Search…
            </Text>
          </Group>
          <Kbd size="xs">{isMac() ? '⌘ K' : 'Ctrl K'}</Kbd>
        </Group>
      </UnstyledButton>
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        color="gray"
        size="lg"
        onClick={requestCommandPalette}
        aria-label="Search"
      >
        <IconSearch size={20} stroke={1.5} />
      </ActionIcon>
    </>
  );
}

import { Paper, Portal, Text, UnstyledButton } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import type { MentionMenu } from './note-mention';

// The most the list takes: eight names (matchPeople) and the paper's padding.
const MENU_HEIGHT = 8 * 30 + 10;

/** The list of colleagues under the caret while typing `@name`; arrows, Enter or a click pick. */
export function MentionPicker({ menu }: { menu: MentionMenu }) {
  const state = useSyncExternalStore(menu.subscribe, menu.get);
  if (!state || !state.rect) return null;
  const { rect, items, active } = state;
  // Under the caret, or above it when the caret is near the bottom of the window.
  const roomBelow = window.innerHeight - rect.bottom;
  const place =
    roomBelow < MENU_HEIGHT && rect.top > roomBelow
      ? { bottom: window.innerHeight - rect.top + 4 }
      : { top: rect.bottom + 4 };
  return (
    <Portal>
      <Paper
        shadow="md"
        withBorder
        p={4}
        miw={200}
        maw="calc(100vw - 16px)"
        style={{
          position: 'fixed',
          ...place,
          left: Math.max(8, Math.min(rect.left, window.innerWidth - 216)),
          zIndex: 400,
        }}
      >
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" px={8} py={4}>
            No one by that name
          </Text>
        ) : (
          <div role="listbox" aria-label="People to mention">
            {items.map((person, index) => (
              <UnstyledButton
                key={person.id}
                role="option"
                aria-selected={index === active}
                display="block"
                w="100%"
                px={8}
                py={4}
                bg={index === active ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ borderRadius: 4 }}
                // Keep the editor's focus and selection: the pick happens where the caret is.
                onMouseDown={(event) => {
                  event.preventDefault();
                  state.choose(person);
                }}
              >
                <Text size="sm">{person.label}</Text>
              </UnstyledButton>
            ))}
          </div>
        )}
      </Paper>
    </Portal>
  );
}

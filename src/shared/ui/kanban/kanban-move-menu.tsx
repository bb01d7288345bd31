import { Menu, usePopoverContext } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { useLayoutEffect } from 'react';
import type { KanbanColumnSpec } from './kanban-types';

/** The card whose "Move" button was pressed, and that button (the menu's anchor). */
export interface KanbanMenuTarget {
  key: string;
  button: HTMLElement;
}

/**
 * Anchors the menu to a card's own button instead of a `Menu.Target` child, so cards carry no menu
 * of their own. It also gives the button the ARIA state `Menu.Target` would have given it.
 */
function AnchorTo({ element }: { element: HTMLElement }) {
  const popover = usePopoverContext();
  const { reference, getDropdownId } = popover;
  useLayoutEffect(() => {
    reference(element);
    element.setAttribute('aria-expanded', 'true');
    element.setAttribute('aria-controls', getDropdownId());
    return () => {
      element.setAttribute('aria-expanded', 'false');
      element.removeAttribute('aria-controls');
    };
  }, [element, reference, getDropdownId]);
  return null;
}

export interface KanbanMoveMenuProps {
  target: KanbanMenuTarget | null;
  /** The target item's column and accessible name ("Move claim CLM-1"), when it is shown. */
  item: { column: string; label: string } | undefined;
  columns: readonly KanbanColumnSpec[];
  onClose: () => void;
  onMove: (key: string, toColumn: string) => void;
}

/** The board's one "Move to" menu, opened for the card whose button was pressed. */
export function KanbanMoveMenu({ target, item, columns, onClose, onMove }: KanbanMoveMenuProps) {
  const opened = target !== null && item !== undefined;
  return (
    <Menu
      opened={opened}
      onChange={(next) => {
        if (!next) onClose();
      }}
      position="bottom-end"
      withinPortal
      shadow="md"
    >
      {target && <AnchorTo element={target.button} />}
      <Menu.Dropdown aria-label={item?.label}>
        <Menu.Label>Move to</Menu.Label>
        {target &&
          item &&
          columns
            .filter((c) => c.id !== item.column)
            .map((c) => (
              <Menu.Item
                key={c.id}
                leftSection={<IconArrowsMove size={14} />}
                onClick={() => onMove(target.key, c.id)}
              >
                {c.title}
              </Menu.Item>
            ))}
      </Menu.Dropdown>
    </Menu>
  );
}

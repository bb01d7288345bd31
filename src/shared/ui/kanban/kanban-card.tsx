import { useDraggable } from '@dnd-kit/core';
import { IconDots, IconGripVertical } from '@tabler/icons-react';
import {
  memo,
  type KeyboardEventHandler,
  type PointerEventHandler,
  type ReactElement,
} from 'react';
import type { KanbanItems } from './kanban-types';

export interface KanbanCardProps<Item> {
  item: Item;
  column: string;
  items: KanbanItems<Item>;
  state: string | undefined;
  onOpen: (key: string) => void;
  /** Opens the board's shared "Move to" menu at this card's button. */
  onOpenMenu: (key: string, button: HTMLElement) => void;
}

/**
 * A draggable card: pointer-drag anywhere, keyboard-drag with the grip, or "Move to". Cards mount
 * by the hundred on every filter change, so the menu is the board's, not the card's, and the card
 * is plain elements styled by kanban-board.css. Memoized: it re-renders when its item or state
 * changes. (Typed for any item below; memo() cannot keep a generic.)
 */
export const KanbanCard = memo(function KanbanCard(props: KanbanCardProps<unknown>) {
  const { item, column, items, state, onOpen, onOpenMenu } = props;
  const key = items.key(item);
  const drag = useDraggable({ id: key, data: { column: column } });
  const label = `${items.noun.one} ${items.name(item)}`;
  const sentence = label.charAt(0).toUpperCase() + label.slice(1);
  // dnd-kit types its listeners loosely; the pointer one goes on the card, the keyboard one on the grip.
  return (
    <div
      ref={drag.setNodeRef}
      className="kanban-card"
      tabIndex={0}
      aria-label={`${sentence}. Press Enter to open.`}
      data-item-id={key}
      {...items.attributes?.(item)}
      data-dragging={drag.isDragging || undefined}
      onPointerDown={drag.listeners?.onPointerDown as PointerEventHandler | undefined}
      onClick={() => onOpen(key)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(key);
      }}
    >
      {items.render(item, state)}
      <div className="kanban-card-tools" onClick={(event) => event.stopPropagation()}>
        <button
          ref={drag.setActivatorNodeRef}
          type="button"
          className="kanban-card-tool"
          {...drag.attributes}
          onKeyDown={drag.listeners?.onKeyDown as KeyboardEventHandler | undefined}
          aria-label={`Drag ${label}`}
        >
          <IconGripVertical size={14} stroke={1.6} aria-hidden />
        </button>
        <button
          type="button"
          className="kanban-card-tool"
          aria-haspopup="menu"
          aria-expanded={false}
          aria-label={`Move ${label}`}
          onClick={(event) => onOpenMenu(key, event.currentTarget)}
        >
          <IconDots size={14} stroke={1.6} aria-hidden />
        </button>
      </div>
    </div>
  );
}) as unknown as <Item>(props: KanbanCardProps<Item>) => ReactElement;

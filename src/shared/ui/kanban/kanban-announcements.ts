import type { Announcements } from '@dnd-kit/core';
import { columnOfDroppable } from './kanban-move';

type Id = string | number;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a screen reader hears while a card is dragged: `label` names the item ("claim CLM-1"),
 * `columnOf` its column's title, `titleOf` any column's title.
 */
export function kanbanAnnouncements(
  label: (id: Id) => string,
  columnOf: (id: Id) => string,
  titleOf: (column: string) => string,
): Announcements {
  const over = (id: Id | null | undefined) => {
    const column = columnOfDroppable(id);
    return column === null ? null : titleOf(column);
  };
  return {
    onDragStart: ({ active }) =>
      `Picked up ${label(active.id)} in ${columnOf(active.id)}. Use the left and right arrow keys to choose a column, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over: target }) => {
      const title = over(target?.id);
      const name = capital(label(active.id));
      return title ? `${name} is over ${title}.` : `${name} is not over a column.`;
    },
    onDragEnd: ({ active, over: target }) => {
      const title = over(target?.id);
      const name = capital(label(active.id));
      return title && title !== columnOf(active.id)
        ? `${name} moved to ${title}.`
        : `${name} stays in ${columnOf(active.id)}.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${label(active.id)} was cancelled; it stays in ${columnOf(active.id)}.`,
  };
}

export function kanbanInstructions(noun: string) {
  return {
    draggable: `To move this ${noun} to another column, press Space or Enter, use the left and right arrow keys, then press Space or Enter again. Escape cancels.`,
  };
}

import type { Announcements } from '@dnd-kit/core';
import { statusOfColumn } from './kanban-move';

/** What a screen reader hears while a card is dragged, in claim numbers and status names. */
export function kanbanAnnouncements(
  claimLabel: (id: string | number) => string,
  statusOf: (id: string | number) => string,
): Announcements {
  return {
    onDragStart: ({ active }) =>
      `Picked up claim ${claimLabel(active.id)} in ${statusOf(active.id)}. Use the left and right arrow keys to choose a status, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) => {
      const status = statusOfColumn(over?.id);
      return status
        ? `Claim ${claimLabel(active.id)} is over ${status}.`
        : `Claim ${claimLabel(active.id)} is not over a status column.`;
    },
    onDragEnd: ({ active, over }) => {
      const status = statusOfColumn(over?.id);
      return status && status !== statusOf(active.id)
        ? `Claim ${claimLabel(active.id)} moved to ${status}.`
        : `Claim ${claimLabel(active.id)} stays in ${statusOf(active.id)}.`;
    },
    onDragCancel: ({ active }) =>
      `Moving claim ${claimLabel(active.id)} was cancelled; it stays in ${statusOf(active.id)}.`,
  };
}

export const KANBAN_INSTRUCTIONS = {
  draggable:
    'To move this claim to another status, press Space or Enter, use the left and right arrow keys, then press Space or Enter again. Escape cancels.',
};

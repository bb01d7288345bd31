import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { ClaimStatusConfig } from '../../../domain/claim-status';
import { adjacentStatus, columnId, statusOfColumn } from './kanban-move';

/**
 * Keyboard dragging jumps whole columns: Left/Right place the card at the top of the neighbouring
 * status column, so a screen-reader user hears one announcement per status, not per pixel.
 */
export function kanbanKeyboardCoordinates(
  statuses: readonly ClaimStatusConfig[],
): KeyboardCoordinateGetter {
  return (event, { currentCoordinates, context }) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const fromData = context.active?.data.current as { status?: string } | undefined;
    const current = statusOfColumn(context.over?.id) ?? fromData?.status ?? '';
    const target = adjacentStatus(statuses, current, step);
    const rect = target ? context.droppableRects.get(columnId(target)) : undefined;
    if (!rect) return currentCoordinates;
    return { x: rect.left + 8, y: rect.top + 48 };
  };
}

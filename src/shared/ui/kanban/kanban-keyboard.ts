import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { adjacentColumn, columnId, columnOfDroppable } from './kanban-move';

/**
 * Keyboard dragging jumps whole columns: Left/Right place the card at the top of the neighbouring
 * column, so a screen-reader user hears one announcement per column, not per pixel.
 */
export function kanbanKeyboardCoordinates(columns: readonly string[]): KeyboardCoordinateGetter {
  return (event, { currentCoordinates, context }) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const fromData = context.active?.data.current as { column?: string } | undefined;
    const current = columnOfDroppable(context.over?.id) ?? fromData?.column ?? '';
    const target = adjacentColumn(columns, current, step);
    const rect = target ? context.droppableRects.get(columnId(target)) : undefined;
    if (!rect) return currentCoordinates;
    return { x: rect.left + 8, y: rect.top + 48 };
  };
}

import { Group, ScrollArea } from '@mantine/core';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { StatePanel, type PanelState } from '../state-panel';
import { kanbanAnnouncements, kanbanInstructions } from './kanban-announcements';
import { KanbanColumn } from './kanban-column';
import { kanbanKeyboardCoordinates } from './kanban-keyboard';
import { KanbanMoveMenu, type KanbanMenuTarget } from './kanban-move-menu';
import { groupByColumn, resolveMove } from './kanban-move';
import type { KanbanColumnSpec, KanbanItems } from './kanban-types';
import './kanban-board.css';

export interface KanbanBoardProps<Item> {
  /** Already filtered and sorted; grouped here by column. */
  items: readonly Item[];
  columns: readonly KanbanColumnSpec[];
  columnOf: (item: Item) => string;
  /** Names, renders and marks the cards; memoize it (cards re-render when it changes). */
  cards: KanbanItems<Item>;
  /** What a card shows beyond the item (its sync state): only that card re-renders on a change. */
  cardState?: (item: Item) => string | undefined;
  onOpen: (key: string) => void;
  onMove: (key: string, toColumn: string) => void;
  /** The board's accessible name ("Claims by status"). */
  label: string;
  /** A card's height before it is measured, its gap included. */
  estimateCardHeight: number;
  /** Shown above the board when some items are in no column (a status no longer configured). */
  unlistedNotice?: (count: number) => ReactNode;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  columnHeight?: number;
}

/**
 * A board of columns (statuses): drag a card with the pointer, with the keyboard (grip, arrows,
 * Space) or through its "Move to" menu; screen readers hear each step.
 */
export function KanbanBoard<Item>(props: KanbanBoardProps<Item>) {
  const { items, columns, columnOf, cards, onOpen, onMove, columnHeight = 560 } = props;
  const ids = useMemo(() => columns.map((c) => c.id), [columns]);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [menu, setMenu] = useState<KanbanMenuTarget | null>(null);
  // Stable, so memoized columns and cards do not re-render when the menu opens or closes.
  const openMenu = useCallback(
    (key: string, button: HTMLElement) =>
      setMenu((current) => (current?.key === key ? null : { key, button })),
    [],
  );
  const closeMenu = useCallback(() => setMenu(null), []);
  const byKey = useMemo(() => new Map(items.map((i) => [cards.key(i), i])), [items, cards]);
  const menuItem = menu ? byKey.get(menu.key) : undefined;
  // An item filtered away takes its menu with it; it must not pop up again when the item returns.
  // (Adjusted while rendering, as React advises for state derived from props.)
  if (menu && menuItem === undefined) setMenu(null);
  const { groups, unlisted } = useMemo(
    () => groupByColumn(items, ids, columnOf),
    [items, ids, columnOf],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: kanbanKeyboardCoordinates(ids) }),
  );
  const labelOf = useCallback(
    (item: Item | undefined, key: string) => `${cards.noun.one} ${item ? cards.name(item) : key}`,
    [cards],
  );
  const announcements = useMemo(() => {
    const titleOf = (id: string) => columns.find((c) => c.id === id)?.title ?? id;
    return kanbanAnnouncements(
      (id) => labelOf(byKey.get(String(id)), String(id)),
      (id) => {
        const item = byKey.get(String(id));
        return item === undefined ? 'its column' : titleOf(columnOf(item));
      },
      titleOf,
    );
  }, [byKey, columns, columnOf, labelOf]);
  const instructions = useMemo(() => kanbanInstructions(cards.noun.one), [cards]);

  if (props.state) return <StatePanel state={props.state} minHeight={320} />;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveKey(null);
    const item = byKey.get(String(active.id));
    const to = item === undefined ? null : resolveMove(columnOf(item), over?.id, ids);
    if (item !== undefined && to) onMove(String(active.id), to);
  };
  const active = activeKey ? byKey.get(activeKey) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragStart={({ active: started }: DragStartEvent) => setActiveKey(String(started.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveKey(null)}
    >
      {unlisted.length > 0 && props.unlistedNotice?.(unlisted.length)}
      <ScrollArea type="auto" offsetScrollbars>
        <Group
          align="flex-start"
          gap="sm"
          wrap="nowrap"
          pb="sm"
          role="list"
          aria-label={props.label}
        >
          {columns.map((column) => (
            <div role="listitem" key={column.id}>
              <KanbanColumn
                column={column}
                cards={groups.get(column.id) ?? []}
                items={cards}
                cardState={props.cardState}
                estimateCardHeight={props.estimateCardHeight}
                onOpen={onOpen}
                onOpenMenu={openMenu}
                height={columnHeight}
              />
            </div>
          ))}
        </Group>
      </ScrollArea>
      <KanbanMoveMenu
        target={menu}
        item={
          menuItem === undefined || !menu
            ? undefined
            : { column: columnOf(menuItem), label: `Move ${labelOf(menuItem, menu.key)}` }
        }
        columns={columns}
        onClose={closeMenu}
        onMove={onMove}
      />
      <DragOverlay>
        {active !== undefined && (
          <div className="kanban-card kanban-card-overlay">
            {cards.render(active, props.cardState?.(active))}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

import { Badge, Box, Group, Paper, Text } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef, type ReactElement } from 'react';
import { KanbanCard } from './kanban-card';
import { columnId } from './kanban-move';
import type { KanbanColumnSpec, KanbanItems } from './kanban-types';

export interface KanbanColumnProps<Item> {
  column: KanbanColumnSpec;
  cards: readonly Item[];
  items: KanbanItems<Item>;
  cardState?: (item: Item) => string | undefined;
  /** A card's height before it is measured, its gap included. */
  estimateCardHeight: number;
  onOpen: (key: string) => void;
  onOpenMenu: (key: string, button: HTMLElement) => void;
  height: number;
}

const GAP = 8;

/** One column: a drop target whose cards are virtualized, so thousands stay smooth. */
export const KanbanColumn = memo(function KanbanColumn(props: KanbanColumnProps<unknown>) {
  const { column, cards, items, onOpen, onOpenMenu, height } = props;
  const drop = useDroppable({ id: columnId(column.id) });
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => props.estimateCardHeight,
    // A few cards beyond the view: enough for Tab to reach the next one, few enough to mount fast.
    overscan: 3,
  });
  const headingId = `kanban-${columnId(column.id)}`;
  return (
    <Paper
      ref={drop.setNodeRef}
      component="section"
      aria-labelledby={headingId}
      radius="md"
      w={280}
      style={{
        flexShrink: 0,
        background: drop.isOver ? 'var(--mantine-color-brand-0)' : 'var(--app-subtle)',
        outline: drop.isOver ? '2px dashed var(--mantine-color-brand-4)' : undefined,
        transition: 'background 120ms',
      }}
    >
      <Group justify="space-between" px="sm" py={8}>
        <Group gap={8} wrap="nowrap">
          <Box w={8} h={8} style={{ borderRadius: 4, background: column.color }} />
          <Text id={headingId} size="sm" fw={600}>
            {column.title}
          </Text>
        </Group>
        <Badge variant="default" radius="sm" aria-label={`${cards.length} ${items.noun.many}`}>
          {cards.length.toLocaleString('en-US')}
        </Badge>
      </Group>
      <Box ref={scrollRef} px={8} style={{ height, overflowY: 'auto' }}>
        {cards.length === 0 ? (
          <Text size="xs" c="dimmed" ta="center" py="lg">
            No {items.noun.many}. Drop a card here.
          </Text>
        ) : (
          <Box style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((virtual) => {
              const item = cards[virtual.index];
              if (item === undefined) return null;
              const key = items.key(item);
              return (
                <Box
                  key={key}
                  data-index={virtual.index}
                  ref={virtualizer.measureElement}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    transform: `translateY(${virtual.start}px)`,
                    paddingBottom: GAP,
                  }}
                >
                  <KanbanCard
                    item={item}
                    column={column.id}
                    items={items}
                    state={props.cardState?.(item)}
                    onOpen={onOpen}
                    onOpenMenu={onOpenMenu}
                  />
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </Paper>
  );
}) as unknown as <Item>(props: KanbanColumnProps<Item>) => ReactElement;

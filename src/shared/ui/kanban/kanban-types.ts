import type { ReactNode } from 'react';

export interface KanbanColumnSpec {
  /** What items' `columnOf` answers (a status). */
  id: string;
  title: string;
  /** The column's dot: any CSS colour. */
  color: string;
}

/** How a board names its items: "claim" / "claims", "task" / "tasks". */
export interface KanbanNoun {
  one: string;
  many: string;
}

export type CardAttributes = Record<`data-${string}`, string | undefined>;

/** What cards and columns need of the board's items; stable (memoized) by the board. */
export interface KanbanItems<Item> {
  key: (item: Item) => string;
  /** The item's short name for labels ("CLM-1"), after the noun. */
  name: (item: Item) => string;
  noun: KanbanNoun;
  /** The card's content (also the drag overlay's); `state` as the board's `cardState` gave it. */
  render: (item: Item, state: string | undefined) => ReactNode;
  attributes?: (item: Item) => CardAttributes;
}

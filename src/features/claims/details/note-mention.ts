import Mention from '@tiptap/extension-mention';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { matchPeople, type MentionPerson } from './mention-people';

/** What the mention picker shows while the user types after `@`; null when it is closed. */
export interface MentionMenuState {
  /** What was typed after `@`. */
  query: string;
  items: MentionPerson[];
  active: number;
  rect: DOMRect | null;
  choose: (person: MentionPerson) => void;
}

/**
 * A tiny store between the editor's suggestion plugin and the React picker that draws it; it also
 * holds the team to offer, which may change after the editor was made.
 */
export function createMentionMenu() {
  let state: MentionMenuState | null = null;
  let team: readonly MentionPerson[] = [];
  const listeners = new Set<() => void>();
  const set = (next: MentionMenuState | null) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    set,
    people: () => team,
    /** A team that arrives while the picker is open (the first sync) shows at once. */
    setPeople: (next: readonly MentionPerson[]) => {
      team = next;
      if (!state) return;
      const items = matchPeople(team, state.query);
      set({ ...state, items, active: Math.min(state.active, Math.max(items.length - 1, 0)) });
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type MentionMenu = ReturnType<typeof createMentionMenu>;

function menuState(props: SuggestionProps<MentionPerson>, active: number): MentionMenuState {
  return {
    query: props.query,
    items: props.items,
    active: Math.min(active, Math.max(props.items.length - 1, 0)),
    rect: props.clientRect?.() ?? null,
    choose: (person) => props.command({ id: person.id, label: person.label }),
  };
}

function onKey(menu: MentionMenu, { event }: SuggestionKeyDownProps): boolean {
  const state = menu.get();
  if (!state || state.items.length === 0) return false;
  const count = state.items.length;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const step = event.key === 'ArrowDown' ? 1 : -1;
    menu.set({ ...state, active: (state.active + step + count) % count });
    return true;
  }
  if (event.key === 'Enter' || event.key === 'Tab') {
    const person = state.items[state.active];
    if (person) state.choose(person);
    return true;
  }
  if (event.key === 'Escape') {
    menu.set(null);
    return true;
  }
  return false;
}

/**
 * `@name` in a note: the team `menu` holds (read on every keystroke), shown by the picker through
 * `menu`. The editor writes `<span data-type="mention" data-id="…">@Name</span>`
 * (plus label attributes the rich-HTML rule drops): the form src/domain/note-mention-form.ts
 * describes, which the server reads to notify each person mentioned.
 */
export function noteMentionExtension(menu: MentionMenu) {
  return Mention.configure({
    suggestion: {
      char: '@',
      items: ({ query }) => matchPeople(menu.people(), query),
      render: () => ({
        onStart: (props) => menu.set(menuState(props, 0)),
        onUpdate: (props) => menu.set(menuState(props, menu.get()?.active ?? 0)),
        onKeyDown: (props) => onKey(menu, props),
        onExit: () => menu.set(null),
      }),
    },
  });
}

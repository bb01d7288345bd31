import type { Shortcut } from './shortcut-table';

/** What the dispatcher reads of a keydown (a DOM KeyboardEvent has all of it). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

// A sequence's next key must follow within this time, as in GitHub's and Gmail's "g" shortcuts.
const SEQUENCE_MS = 1500;

const TEXT_ROLES = new Set(['textbox', 'combobox', 'searchbox', 'spinbutton', 'slider']);

/**
 * Whether a key pressed here is typing, not a command: a text field, a select, anything
 * contenteditable (the rich-text editor) or with an input's role, or inside one.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const field = element.closest(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"]',
  );
  if (field) return true;
  const role = element.getAttribute('role');
  return role !== null && TEXT_ROLES.has(role);
}

/**
 * Turns key presses into shortcuts of the table: single keys and sequences ("g" then "t"), never
 * while typing, never with Ctrl, Cmd or Alt held (those chords belong to the browser and the
 * palette), never while a modal dialog is open (`modalOpen`). `run` gets the shortcut; the
 * returned function answers whether it used the key (the caller then prevents its default).
 */
export function createShortcutDispatcher(
  table: readonly Shortcut[],
  run: (shortcut: Shortcut) => void,
  options: { modalOpen: () => boolean; now?: () => number },
): (press: KeyPress) => boolean {
  const now = options.now ?? Date.now;
  const plain = table.filter((s) => s.keys.every((key) => !key.includes('+')));
  let pending: string[] = [];
  let pendingAt = 0;

  const exact = (keys: string[]) =>
    plain.find((s) => s.keys.length === keys.length && s.keys.every((k, i) => k === keys[i]));
  const isPrefix = (keys: string[]) =>
    plain.some((s) => s.keys.length > keys.length && keys.every((k, i) => s.keys[i] === k));

  const attempt = (keys: string[]): boolean => {
    const match = exact(keys);
    if (match) {
      pending = [];
      run(match);
      return true;
    }
    if (isPrefix(keys)) {
      pending = keys;
      pendingAt = now();
      return true;
    }
    return false;
  };

  return (press) => {
    if (press.defaultPrevented || press.ctrlKey || press.metaKey || press.altKey) return false;
    if (isTypingTarget(press.target) || options.modalOpen()) {
      pending = [];
      return false;
    }
    if (pending.length > 0 && now() - pendingAt > SEQUENCE_MS) pending = [];
    if (pending.length > 0 && attempt([...pending, press.key])) return true;
    pending = [];
    return attempt([press.key]);
  };
}

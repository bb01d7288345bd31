import { afterEach, describe, expect, it } from 'vitest';
import {
  createShortcutDispatcher,
  isTypingTarget,
  type KeyPress,
} from '../../../src/shared/shortcuts/shortcut-dispatcher';
import { SHORTCUTS, type Shortcut } from '../../../src/shared/shortcuts/shortcut-table';

function setUp(options: { modal?: boolean } = {}) {
  let clock = 0;
  const ran: string[] = [];
  const dispatch = createShortcutDispatcher(SHORTCUTS, (s: Shortcut) => ran.push(s.label), {
    modalOpen: () => options.modal ?? false,
    now: () => clock,
  });
  const press = (key: string, extra: Partial<KeyPress> = {}) =>
    dispatch({
      key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      defaultPrevented: false,
      target: document.body,
      ...extra,
    });
  return { ran, press, wait: (ms: number) => (clock += ms) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shortcut dispatcher', () => {
  it('runs single keys and two-key sequences from the table', () => {
    const { ran, press } = setUp();
    expect(press('g')).toBe(true);
    expect(press('t')).toBe(true);
    press('?');
    press('n');
    press('c');
    press('s');
    press('v');
    expect(ran).toEqual([
      'Tasks',
      'Keyboard shortcuts',
      'New claim',
      'Sync now',
      'Claims: switch list / kanban',
    ]);
  });

  it('covers every navigation shortcut of the issue', () => {
    const { ran, press } = setUp();
    for (const key of ['c', 't', 'k', 'l', 'd', 'h']) {
      press('g');
      press(key);
    }
    expect(ran).toEqual(['Claims', 'Tasks', 'Calendar', 'Clients', 'Documents', 'Dashboard']);
  });

  it('forgets a started sequence after a pause, and restarts on an unknown second key', () => {
    const { ran, press, wait } = setUp();
    press('g');
    wait(2000);
    expect(press('c')).toBe(false);
    press('g');
    press('g');
    press('k');
    press('x');
    expect(press('q')).toBe(false);
    expect(ran).toEqual(['Calendar']);
  });

  it('never fires while typing in a field, a select or contenteditable, nor with modifiers', () => {
    const { ran, press } = setUp();
    document.body.innerHTML = `
      <input id="text" /><textarea id="area"></textarea><select id="pick"></select>
      <div contenteditable="true"><p id="rich">x</p></div><div role="combobox" id="combo"></div>`;
    for (const id of ['text', 'area', 'pick', 'rich', 'combo']) {
      const target = document.getElementById(id);
      expect(isTypingTarget(target)).toBe(true);
      expect(press('g', { target })).toBe(false);
      expect(press('t', { target })).toBe(false);
      expect(press('?', { target })).toBe(false);
    }
    expect(press('s', { ctrlKey: true })).toBe(false);
    expect(press('s', { metaKey: true })).toBe(false);
    expect(press('s', { defaultPrevented: true })).toBe(false);
    // Shift-G is not g.
    expect(press('G')).toBe(false);
    expect(ran).toEqual([]);
    expect(isTypingTarget(document.body)).toBe(false);
  });

  it('a "g" typed into a field does not start a sequence finished outside it', () => {
    const { ran, press } = setUp();
    document.body.innerHTML = '<input id="text" />';
    press('g', { target: document.getElementById('text') });
    press('t');
    expect(ran).toEqual([]);
  });

  it('stays quiet while a modal dialog is open', () => {
    const { ran, press } = setUp({ modal: true });
    press('g');
    press('c');
    press('?');
    expect(ran).toEqual([]);
  });

  it('leaves modifier chords (the palette) to their own handler', () => {
    const { ran, press } = setUp();
    expect(press('k', { metaKey: true })).toBe(false);
    expect(ran).toEqual([]);
  });
});

import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Plain React DOM rendering for the cleaning tests (no testing library): a real root in jsdom,
// every update wrapped in act().
import '../support/react-jsdom';

export interface Rendered {
  container: HTMLElement;
  root: Root;
  unmount: () => void;
}

export function render(node: ReactNode, withMantine = true): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(withMantine ? <MantineProvider>{node}</MantineProvider> : node));
  return {
    container,
    root,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement;

function setNativeValue(field: Field, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/** One input event as a browser sends it: new value, caret after the edit, then `input`. */
export function inputEvent(field: Field, value: string, caret = value.length, composing = false) {
  act(() => {
    setNativeValue(field, value);
    field.setSelectionRange(caret, caret);
    field.dispatchEvent(new InputEvent('input', { bubbles: true, isComposing: composing }));
  });
}

/** Types `text` at the end, one character per input event. */
export function type(field: Field, text: string): void {
  act(() => field.focus());
  for (const char of text) inputEvent(field, field.value + char);
}

/** Leaves the field (focusing it first: jsdom ignores blur() on an unfocused element). */
export function blur(field: Field): void {
  act(() => {
    if (document.activeElement !== field) field.focus();
    field.blur();
  });
}

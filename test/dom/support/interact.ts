import { act } from 'react';

// User input as jsdom can give it, each step inside act() so React commits before the test reads.

type Field = HTMLInputElement | HTMLTextAreaElement;

export function click(element: Element | null): void {
  if (!element) throw new Error('click: no element');
  act(() => {
    (element as HTMLElement).click();
  });
}

export function focus(element: Element): void {
  act(() => (element as HTMLElement).focus());
}

export function keyDown(element: Element, key: string, code = key): void {
  act(() => {
    element.dispatchEvent(
      new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }),
    );
  });
}

// React tracks a field's value through the prototype's setter: setting `field.value` directly
// would hide the change from its onChange.
function setNativeValue(field: Field, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/** Replaces a field's value in one input event, as pasting does. */
export function typeInto(field: Field, value: string): void {
  act(() => {
    field.focus();
    setNativeValue(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
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
export function typeText(field: Field, text: string): void {
  act(() => field.focus());
  for (const char of text) inputEvent(field, field.value + char);
}

/** Leaves the field (focusing it first: jsdom ignores blur() on an unfocused element). */
export function blur(field: HTMLElement): void {
  act(() => {
    if (document.activeElement !== field) field.focus();
    field.blur();
  });
}

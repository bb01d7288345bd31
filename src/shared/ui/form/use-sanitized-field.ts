import {
  useLayoutEffect,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type FocusEvent,
} from 'react';
import {
  FIELD_CLEANERS,
  type FieldCleaner,
  type SanitizeKind,
} from '../../../domain/cleaning/field-cleaners';

export type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface FieldHandlers<E extends FieldElement> {
  onChange?: (event: ChangeEvent<E>) => void;
  onBlur?: (event: FocusEvent<E>) => void;
  onCompositionEnd?: (event: CompositionEvent<E>) => void;
}

// Kinds whose full rule empties an invalid value; the field keeps the user's text and says why.
const VALIDATING: ReadonlySet<SanitizeKind> = new Set(['email', 'phone', 'url']);

export const INVALID_MESSAGES: Readonly<Partial<Record<SanitizeKind, string>>> = {
  email: 'Enter a valid email address',
  phone: 'Enter a phone number with at least 7 digits',
  url: 'Enter a full web address starting with http:// or https://',
};

export const INPUT_MODES: Readonly<
  Partial<Record<SanitizeKind, 'email' | 'tel' | 'url' | 'decimal'>>
> = { email: 'email', phone: 'tel', url: 'url', number: 'decimal' };

// Writes through the prototype's setter and fires `input`, exactly as typing does, so React's
// onChange runs and a controlled parent's state follows the cleaned value.
function writeAsInput(element: FieldElement, value: string): void {
  const view = element.ownerDocument.defaultView;
  const prototype =
    view && element instanceof view.HTMLTextAreaElement
      ? view.HTMLTextAreaElement.prototype
      : view?.HTMLInputElement.prototype;
  const setter = prototype && Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

// The caret goes where the cleaned text before it ends; types without a caret (email, number
// inputs) report a null selection and are left alone.
function cleanWhileTyping(element: FieldElement, cleaner: FieldCleaner): void {
  const { value, selectionEnd } = element;
  const cleaned = cleaner.typing(value);
  if (cleaned === value) return;
  element.value = cleaned;
  if (selectionEnd === null) return;
  const caret = Math.min(cleaner.typing(value.slice(0, selectionEnd)).length, cleaned.length);
  element.setSelectionRange(caret, caret);
}

// Returns false when the full rule refused a non-empty value, which is then left as typed.
function commitField(element: FieldElement, kind: SanitizeKind): boolean {
  const { value } = element;
  const cleaned = FIELD_CLEANERS[kind].commit(value);
  if (VALIDATING.has(kind) && cleaned === '' && value.trim() !== '') return false;
  if (cleaned !== value) writeAsInput(element, cleaned);
  return true;
}

/**
 * The behaviour behind the `sanitize` property: the keystroke-safe subset of the rule on every
 * input event (skipped while an IME composes, applied when it ends), the full rule once at mount
 * and whenever the user leaves the field.
 */
export function useSanitizedField<E extends FieldElement>(
  kind: SanitizeKind,
  handlers: FieldHandlers<E>,
) {
  // The element is state, not a ref, so the mount-time commit is an ordinary effect of it; a
  // re-attached ref (an inline parent callback) sets the same element and commits nothing again.
  const [element, setElement] = useState<E | null>(null);
  const [refused, setRefused] = useState(false);
  const { onChange, onBlur, onCompositionEnd } = handlers;

  // A stored value the rule refuses is left as it is at mount; the error waits for the user.
  useLayoutEffect(() => {
    if (element) commitField(element, kind);
  }, [element, kind]);

  return {
    /** Give it to the element as (part of) its ref. */
    setElement,
    refused,
    onChange: (event: ChangeEvent<E>) => {
      const native = event.nativeEvent as Partial<InputEvent>;
      if (!native.isComposing) cleanWhileTyping(event.currentTarget, FIELD_CLEANERS[kind]);
      setRefused(false);
      onChange?.(event);
    },
    onCompositionEnd: (event: CompositionEvent<E>) => {
      onCompositionEnd?.(event);
      const typed = event.currentTarget.value;
      const cleaned = FIELD_CLEANERS[kind].typing(typed);
      if (cleaned !== typed) writeAsInput(event.currentTarget, cleaned);
    },
    onBlur: (event: FocusEvent<E>) => {
      setRefused(!commitField(event.currentTarget, kind));
      onBlur?.(event);
    },
  };
}

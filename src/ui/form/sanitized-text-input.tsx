import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';
import type { SanitizeKind } from '../../domain/cleaning/field-cleaners';
import { INPUT_MODES, INVALID_MESSAGES, useSanitizedField } from './use-sanitized-field';

export interface SanitizedTextInputProps extends TextInputProps {
  /** SPEC 5 sanitize directive; `text` by default. */
  sanitize?: SanitizeKind;
  /** Shown when the full rule refuses what was typed (email, phone, url). */
  invalidMessage?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Mantine TextInput with the SPEC 5 `sanitize` directive. Every keystroke gets only the
 * non-destructive part of the rule (so a space can be typed between words and a half-typed email
 * is not emptied), with the caret kept after the same characters; the full rule (trim, collapse,
 * validate) runs once at mount and on blur, and its result reaches `onChange` like typed input. An
 * email, phone or URL the full rule would empty is left as typed with an error instead of being
 * silently erased; whatever is sent is cleaned again by the object cleaner and the server.
 */
export function SanitizedTextInput({
  sanitize = 'text',
  invalidMessage,
  error,
  onChange,
  onBlur,
  onCompositionEnd,
  ref,
  ...props
}: SanitizedTextInputProps) {
  const field = useSanitizedField<HTMLInputElement>(sanitize, {
    onChange,
    onBlur,
    onCompositionEnd,
  });
  const mergedRef = useMergedRef(ref, field.setElement);
  return (
    <TextInput
      inputMode={INPUT_MODES[sanitize]}
      {...props}
      ref={mergedRef}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onCompositionEnd={field.onCompositionEnd}
      error={error ?? (field.refused ? (invalidMessage ?? INVALID_MESSAGES[sanitize]) : undefined)}
    />
  );
}

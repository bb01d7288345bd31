import { Textarea, type TextareaProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';
import type { SanitizeKind } from '../../domain/cleaning/field-cleaners';
import { INPUT_MODES, INVALID_MESSAGES, useSanitizedField } from './use-sanitized-field';

export interface SanitizedTextareaProps extends TextareaProps {
  /** SPEC 5 sanitize directive; `text` by default. */
  sanitize?: SanitizeKind;
  /** Shown when the full rule refuses what was typed (email, phone, url). */
  invalidMessage?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * Mantine Textarea with the SPEC 5 `sanitize` directive, behaving as SanitizedTextInput does:
 * keystroke-safe cleaning while typing (newlines stay until the text rule joins them on blur),
 * the full rule at mount and on blur.
 */
export function SanitizedTextarea({
  sanitize = 'text',
  invalidMessage,
  error,
  onChange,
  onBlur,
  onCompositionEnd,
  ref,
  ...props
}: SanitizedTextareaProps) {
  const field = useSanitizedField<HTMLTextAreaElement>(sanitize, {
    onChange,
    onBlur,
    onCompositionEnd,
  });
  const mergedRef = useMergedRef(ref, field.setElement);
  return (
    <Textarea
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

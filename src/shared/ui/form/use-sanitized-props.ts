import { useMergedRef } from '@mantine/hooks';
import type { ReactNode, Ref } from 'react';
import type { SanitizeKind } from '../../../domain/cleaning/field-cleaners';
import {
  INPUT_MODES,
  INVALID_MESSAGES,
  useSanitizedField,
  type FieldElement,
  type FieldHandlers,
} from './use-sanitized-field';

export interface SanitizeDirective {
  /** SPEC 5 sanitize directive; `text` by default. */
  sanitize?: SanitizeKind;
  /** Shown when the full rule refuses what was typed (email, phone, url). */
  invalidMessage?: string;
}

type DirectiveProps<E extends FieldElement> = SanitizeDirective &
  FieldHandlers<E> & { error?: ReactNode; ref?: Ref<E> };

/**
 * Turns the props of a Mantine field carrying the `sanitize` directive into the props the field
 * itself gets, so the single-line input and the textarea behave alike.
 */
export function useSanitizedProps<E extends FieldElement, P extends DirectiveProps<E>>(
  fieldProps: P,
) {
  const { sanitize = 'text', invalidMessage, error, ref, ...props } = fieldProps;
  const { onChange, onBlur, onCompositionEnd, ...rest } = props;
  const field = useSanitizedField<E>(sanitize, { onChange, onBlur, onCompositionEnd });
  const mergedRef = useMergedRef(ref, field.setElement);
  return {
    inputMode: INPUT_MODES[sanitize],
    ...rest,
    ref: mergedRef,
    onChange: field.onChange,
    onBlur: field.onBlur,
    onCompositionEnd: field.onCompositionEnd,
    error: error ?? (field.refused ? (invalidMessage ?? INVALID_MESSAGES[sanitize]) : undefined),
  };
}

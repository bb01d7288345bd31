import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useSanitizedProps, type SanitizeDirective } from './use-sanitized-props';

export interface SanitizedTextInputProps extends TextInputProps, SanitizeDirective {
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
export function SanitizedTextInput(props: SanitizedTextInputProps) {
  return <TextInput {...useSanitizedProps<HTMLInputElement, SanitizedTextInputProps>(props)} />;
}

import { Textarea, type TextareaProps } from '@mantine/core';
import type { Ref } from 'react';
import { useSanitizedProps, type SanitizeDirective } from './use-sanitized-props';

export interface SanitizedTextareaProps extends TextareaProps, SanitizeDirective {
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * Mantine Textarea with the SPEC 5 `sanitize` directive, behaving as SanitizedTextInput does:
 * keystroke-safe cleaning while typing (newlines stay until the text rule joins them on blur),
 * the full rule at mount and on blur.
 */
export function SanitizedTextarea(props: SanitizedTextareaProps) {
  return <Textarea {...useSanitizedProps<HTMLTextAreaElement, SanitizedTextareaProps>(props)} />;
}

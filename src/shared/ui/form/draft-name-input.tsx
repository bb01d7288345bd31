import { TextInput } from '@mantine/core';
import { cleanText } from '../../../domain/cleaning/clean-text';
import { useDraftInput } from './use-draft-input';

export interface DraftNameInputProps {
  name: string;
  /** Called once per finished edit (blur or Enter) with a changed name; answers a refusal. */
  onCommit: (name: string) => string | null;
}

/**
 * A name in a settings list (a task type, a client field) edited as a draft: typing changes
 * nothing saved; blur or Enter commits it (a refused name stays in the field with its reason),
 * Escape puts the saved name back.
 */
export function DraftNameInput({ name, onCommit }: DraftNameInputProps) {
  const { inputProps } = useDraftInput(name, (draft) => {
    const clean = cleanText(draft);
    return clean === name ? null : onCommit(clean);
  });
  return (
    <TextInput
      aria-label={`Name of ${name}`}
      size="xs"
      style={{ flex: 1, minWidth: 0 }}
      {...inputProps}
    />
  );
}

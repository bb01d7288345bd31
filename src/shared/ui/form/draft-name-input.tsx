import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { cleanText } from '../../../domain/cleaning/clean-text';

export interface DraftNameInputProps {
  name: string;
  /** Called once per finished edit (blur or Enter) with a changed name; answers a refusal. */
  onCommit: (name: string) => string | null;
}

/**
 * A name in a settings list (a task type, a client field) edited as a draft: typing changes nothing saved; blur or Enter commits it (a
 * refused name stays in the field with its reason), Escape puts the saved name back.
 */
export function DraftNameInput({ name, onCommit }: DraftNameInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revert = () => {
    setDraft(null);
    setError(null);
  };
  const commit = () => {
    if (draft === null) return;
    const clean = cleanText(draft);
    if (clean === name) return revert();
    const refusal = onCommit(clean);
    if (refusal) return setError(refusal);
    revert();
  };
  return (
    <TextInput
      aria-label={`Name of ${name}`}
      size="xs"
      value={draft ?? name}
      error={error}
      style={{ flex: 1, minWidth: 0 }}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        setError(null);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') {
          event.preventDefault();
          revert();
        }
      }}
    />
  );
}

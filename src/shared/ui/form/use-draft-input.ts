import { useState, type ChangeEvent, type KeyboardEvent } from 'react';

/**
 * A field edited as a draft: typing changes nothing saved; blur or Enter hands the draft to
 * `commit`, which answers a refusal (kept in the field with its message) or null once done;
 * Escape puts the saved value back. Spread `inputProps` on the TextInput.
 */
export function useDraftInput(saved: string, commit: (draft: string) => string | null) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revert = () => {
    setDraft(null);
    setError(null);
  };
  const finish = () => {
    if (draft === null) return;
    const refusal = commit(draft);
    if (refusal) return setError(refusal);
    revert();
  };
  return {
    revert,
    inputProps: {
      value: draft ?? saved,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setDraft(event.currentTarget.value);
        setError(null);
      },
      onBlur: finish,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') finish();
        if (event.key === 'Escape') {
          event.preventDefault();
          revert();
        }
      },
    },
  };
}

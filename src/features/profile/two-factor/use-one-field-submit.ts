import { useState } from 'react';
import type { Outcome } from './use-two-factor';

/**
 * A one-field two-factor form: the field's message (the local check's, or the server's refusal at
 * that field) and a message for any other refusal; a new attempt clears both.
 */
export function useOneFieldSubmit() {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** `problem` is the local check's message (nothing is sent); the refusal at `field` shows there. */
  async function send(problem: string | null, field: string, request: () => Promise<Outcome>) {
    if (problem) {
      setFieldError(problem);
      return;
    }
    setFieldError(null);
    setError(null);
    const outcome = await request();
    if (outcome.ok) return;
    const atField = outcome.refusal.fields[field];
    if (atField) setFieldError(atField);
    else setError(outcome.refusal.message);
  }

  return { fieldError, setFieldError, error, send };
}

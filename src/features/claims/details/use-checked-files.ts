import { useId, useRef, useState } from 'react';
import type { DocumentLimits } from '../../../domain/document-limits';
import { allowedFiles } from './allowed-files';

/**
 * A file picker's checks against the documents settings: the allowed files go on, the refused
 * ones are named with the reason (linked to the button by `messageId`).
 */
export function useCheckedFiles(limits: DocumentLimits, onAccepted: (files: File[]) => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const messageId = useId();
  const pick = (picked: File[]) => {
    // The same file can be picked again after being removed.
    resetRef.current?.();
    const { accepted, refusal: reason } = allowedFiles(picked, limits);
    setRefusal(reason);
    if (accepted.length > 0) onAccepted(accepted);
  };
  return { pick, refusal, resetRef, messageId };
}

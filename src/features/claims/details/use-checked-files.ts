import { useEffect, useId, useRef, useState } from 'react';
import type { UploadSettings } from '../../../collections/documents/prepare-upload';
import { allowedFiles } from './allowed-files';

/**
 * A file picker's checks against the documents settings: the allowed files go on (compressed when
 * the settings say so), the refused ones are named with the reason (linked to the button by
 * `messageId`). Checking reads and may compress each file, so it takes a moment: `checking` says
 * so, and picks made meanwhile are checked after the earlier ones, in order.
 */
export function useCheckedFiles(
  settings: UploadSettings,
  onAccepted: (files: File[]) => void,
  onCheckingChange?: (checking: boolean) => void,
) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(0);
  const chain = useRef(Promise.resolve());
  const resetRef = useRef<() => void>(null);
  const messageId = useId();
  const checking = pending > 0;
  useEffect(() => onCheckingChange?.(checking), [checking, onCheckingChange]);
  const track = (delta: number) => setPending((count) => count + delta);
  const pick = (picked: File[]) => {
    // The same file can be picked again after being removed.
    resetRef.current?.();
    if (picked.length === 0) return;
    track(1);
    chain.current = chain.current.then(async () => {
      const { accepted, refusal: reason } = await allowedFiles(picked, settings);
      setRefusal(reason);
      if (accepted.length > 0) onAccepted(accepted);
      track(-1);
    });
  };
  return { pick, refusal, checking, resetRef, messageId };
}

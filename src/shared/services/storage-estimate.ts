import { useEffect, useState } from 'react';

export interface StorageEstimate {
  usage: number;
  quota: number;
}

/**
 * What the browser says this origin stores and may store; null where it cannot say. Asked again
 * when `refreshKey` changes (what the caller knows it stores changed).
 */
export function useStorageEstimate(refreshKey?: unknown): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    let current = true;
    void navigator.storage
      ?.estimate?.()
      .then(({ usage, quota }) => {
        if (current && usage !== undefined && quota !== undefined) setEstimate({ usage, quota });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [refreshKey]);
  return estimate;
}

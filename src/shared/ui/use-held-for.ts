import { useEffect, useState } from 'react';

/** True once `active` has held for `ms` without a break (reset whenever `key` changes). */
export function useHeldFor(active: boolean, ms: number, key: string): boolean {
  const [held, setHeld] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setHeld(key), ms);
    return () => clearTimeout(timer);
  }, [active, ms, key]);
  return active && held === key;
}

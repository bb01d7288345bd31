import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstScreen } from './first-screen';

/** Renders its children once the first screen has been painted (first-screen.ts). */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(() => setReady(true)), []);
  return ready ? children : null;
}
